import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { BrowserRouter, Link, MemoryRouter, NavLink, useLocation, useNavigate } from './router'

/** What the router says the location is, to read in the DOM. */
function Where() {
  const { pathname, search, hash, state } = useLocation()
  return <output aria-label="where">{`${pathname}${search}${hash} ${JSON.stringify(state)}`}</output>
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent

afterEach(() => window.history.replaceState(null, '', '/'))

describe('BrowserRouter and Link (decision 244)', () => {
  it('a plain click follows the link in the app: a history entry, no page load, the state kept', async () => {
    const before = window.history.length
    render(
      <BrowserRouter>
        <Link to="/sign-in?next=%2Falerts#phone" state={{ phone: '+12025550143' }}>
          Sign in
        </Link>
        <Where />
      </BrowserRouter>,
    )
    expect(where()).toBe('/ null')
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }))
    expect(where()).toBe('/sign-in?next=%2Falerts#phone {"phone":"+12025550143"}')
    expect(window.location.pathname).toBe('/sign-in')
    expect(window.history.length).toBe(before + 1)
    // Kept where react-router kept it, so a reload (or an entry it made) reads the same state.
    expect((window.history.state as { usr: unknown }).usr).toEqual({ phone: '+12025550143' })
  })

  it('leaves a modified click, or another target, to the browser', () => {
    render(
      <BrowserRouter>
        <Link to="/pricing">Pricing</Link>
        <Link to="/map" target="_blank">
          Map
        </Link>
        <Where />
      </BrowserRouter>,
    )
    // Whether the app left each click to the browser (not prevented); then stop the DOM's own
    // navigation, which this test does not need.
    const leftToBrowser: boolean[] = []
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('click', record)
    fireEvent.click(screen.getByRole('link', { name: 'Pricing' }), { ctrlKey: true })
    fireEvent.click(screen.getByRole('link', { name: 'Map' }))
    document.removeEventListener('click', record)
    expect(leftToBrowser).toEqual([true, true])
    expect(where()).toBe('/ null')
    expect(screen.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing')
  })

  it('follows Back and Forward (popstate)', async () => {
    render(
      <BrowserRouter>
        <Link to="/alerts">Alerts</Link>
        <Where />
      </BrowserRouter>,
    )
    await userEvent.click(screen.getByRole('link', { name: 'Alerts' }))
    expect(where()).toBe('/alerts null')
    act(() => {
      window.history.replaceState(null, '', '/history')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(where()).toBe('/history null')
  })

  it('navigate() with replace: the entry is replaced, not added', async () => {
    function Go() {
      const navigate = useNavigate()
      return (
        <button type="button" onClick={() => navigate('/setup', { replace: true })}>
          Go
        </button>
      )
    }
    const before = window.history.length
    render(
      <BrowserRouter>
        <Go />
        <Where />
      </BrowserRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Go' }))
    expect(where()).toBe('/setup null')
    expect(window.history.length).toBe(before)
  })
})

describe('NavLink', () => {
  it('marks the page shown with aria-current, only that path when `end`', async () => {
    render(
      <MemoryRouter initialEntries={['/map']}>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/map" end>
          Map
        </NavLink>
        <Link to="/">Back home</Link>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
    await userEvent.click(screen.getByRole('link', { name: 'Back home' }))
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBeNull()
  })
})
