import { allowMethods } from '../http'
import { sameOrigin } from '../request-body'

/**
 * The first checks of an endpoint that changes state with the caller's cookie: the method
 * (405), then the Origin (403 `cross_origin` when a browser says another site sent it).
 */
export function guardStateChange(req: Request, methods: readonly string[]): Response | null {
  return allowMethods(req, methods) ?? sameOrigin(req)
}
