// Base styles first: feature styles that load with the routes build on them.
import './styles/base.css'
import './styles/components.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { startPwa } from './pwa/start-pwa'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

startPwa()

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
