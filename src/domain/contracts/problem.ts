import * as z from 'zod/mini'

/** Every /api error body: a stable machine code and a sentence a person can read. */
export const problemSchema = z.object({
  error: z.string(),
  message: z.string(),
})
export type Problem = z.infer<typeof problemSchema>
