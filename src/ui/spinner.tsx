import LoaderCircle from 'lucide-react/icons/loader-circle'

/** A spinning loader with its words: the spec's "loading spinner" where no layout can be reserved. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status">
      <LoaderCircle aria-hidden="true" className="icon icon--spin" />
      <span>{label}</span>
    </div>
  )
}
