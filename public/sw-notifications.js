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
