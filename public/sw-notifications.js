/* global self */
// Imported by the generated service worker (vite.config.ts, workbox.importScripts).
// A tap on an AirAhead notification focuses an open AirAhead window on the notification's
// page (data.url, e.g. /home), or opens one. Only same-origin paths are followed.
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const requested = event.notification.data && event.notification.data.url
  const target = new URL(typeof requested === 'string' ? requested : '/home', self.location.origin)
  if (target.origin !== self.location.origin) return
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin)
      if (open) return open.navigate(target.href).then((w) => (w || open).focus())
      return self.clients.openWindow(target.href)
    }),
  )
})

// A free push alert (decision 265): the server's { title, body, url, tag }, shown as sent. One
// tag per place and episode, so a repeat replaces rather than stacks. A push the worker cannot
// read still shows a notification (browsers require one for every push), pointing at the app.
self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = {}
  }
  const text = (value, fallback) => (typeof value === 'string' && value !== '' ? value : fallback)
  const title = text(data.title, 'AirAhead')
  const options = {
    body: text(data.body, 'The air near you has changed. Open AirAhead to see it.'),
    tag: text(data.tag, 'airahead-push'),
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: text(data.url, '/') },
  }
  event.waitUntil(self.registration.showNotification(title, options))
})

// The browser rotated this device's push subscription (decision 265): subscribe again with the
// same key where it gave no new one, and move the push to it, so the place and its episode keep
// going. Without the old subscription there is nothing to move; the push service's 410 then
// removes the old one and the person turns push on again.
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription
  if (!old) return
  event.waitUntil(
    Promise.resolve(event.newSubscription || self.registration.pushManager.subscribe(old.options)).then((next) =>
      fetch('/api/push/subscriptions', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oldEndpoint: old.endpoint, subscription: next.toJSON() }),
      }),
    ),
  )
})
