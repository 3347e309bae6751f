import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { CountryCode } from 'libphonenumber-js/min'
import type { RequestCodeResponse, VerifyCodeBody } from '../../domain/contracts/auth'
import { requestCode } from './api/request-code'
import { retryAllowedAt, signInErrorText } from './request-error'
import { useSecondsLeft } from './use-seconds-left'

export interface SentCode {
  response: RequestCodeResponse
  /** How a national number was read; none when it was typed in E.164. */
  country?: CountryCode
}

/**
 * The one-time-code steps shared by sign-in and changing the account's number: ask for a
 * code (POST /api/auth/code), then `confirm` the 6 digits with the endpoint that uses them.
 * Failures show under the step; a 429 from either call holds both back until Retry-After.
 */
export function usePhoneCode<T>(confirm: (body: VerifyCodeBody) => Promise<T>, onConfirmed: (result: T) => void) {
  const [sent, setSent] = useState<SentCode | null>(null)
  const [resendAt, setResendAt] = useState<number | null>(null)
  const [failure, setFailure] = useState<Error | null>(null)
  const [retryAt, setRetryAt] = useState<number | null>(null)
  const onMutate = () => setFailure(null)
  const onError = (error: Error) => {
    setFailure(error)
    setRetryAt(retryAllowedAt(error, Date.now()))
  }

  const send = useMutation({
    mutationFn: ({ e164, country }: { e164: string; country?: CountryCode }) => requestCode({ phone: e164, country }),
    onMutate,
    onSuccess: (response, { country }) => {
      setSent({ response, country })
      setResendAt(Date.now() + response.resendAfterSeconds * 1000)
    },
    onError,
  })
  const verify = useMutation({
    mutationFn: (code: string) => confirm({ phone: sent?.response.phone ?? '', code }),
    onMutate,
    onSuccess: onConfirmed,
    onError,
  })
  const waitSeconds = useSecondsLeft(retryAt)
  const resendSeconds = Math.max(useSecondsLeft(resendAt), waitSeconds)

  const error = failure ? signInErrorText(failure, waitSeconds) : null
  const reset = () => {
    setFailure(null)
    setSent(null)
  }
  return {
    sent,
    send,
    waitSeconds,
    error,
    /** What `CodeStep` needs once a code is out; null before. */
    codeStep: sent && {
      sentMessage: sent.response.message,
      busy: verify.isPending || waitSeconds > 0,
      error,
      resendSeconds,
      resending: send.isPending,
      onVerify: (code: string) => verify.mutate(code),
      onResend: () => send.mutate({ e164: sent.response.phone, country: sent.country }),
      onChangeNumber: reset,
    },
  }
}
