import { Trans } from '@lingui/react/macro'
import type { AirQualityResponse, Coordinates } from '../../domain/contracts/air-quality'
import { formatCoordinates } from '../../lib/coordinates'
import { utcOffsetLabel } from '../../domain/time/format'
import { deviceDateTime } from '../../lib/time'
import { SourceLabel } from '../../ui/source-label'

interface ReadingDetailsProps {
  data: AirQualityResponse | undefined
  /** The position sent with the request (already rounded to 0.01°). */
  requested: Coordinates | null
}

/** The spec's debug block, made useful: where the numbers come from and how old they are. */
export function ReadingDetails({ data, requested }: ReadingDetailsProps) {
  if (!data) return null
  const { source } = data
  return (
    <section className="card reading-details" aria-labelledby="reading-details-heading">
      <h2 id="reading-details-heading" className="card__title">
        <Trans>About this reading</Trans>
      </h2>
      <dl className="details-list">
        <dt>
          <Trans>Source</Trans>
        </dt>
        <dd>
          <SourceLabel source={source} linked />
          {source.simulated && (
            <span className="block small muted">
              <Trans>Generated on the server for testing, not measured or forecast.</Trans>
            </span>
          )}
        </dd>
        {requested && (
          <>
            <dt>
              <Trans>Your position (rounded)</Trans>
            </dt>
            <dd>{formatCoordinates(requested, 2)}</dd>
          </>
        )}
        <dt>
          <Trans>Model cell</Trans>
        </dt>
        <dd>{formatCoordinates(data.coord, 2)}</dd>
        <dt>
          <Trans>Fetched from the source</Trans>
        </dt>
        <dd>
          <time dateTime={data.fetchedAt}>{deviceDateTime(data.fetchedAt)}</time>
        </dd>
        <dt>
          <Trans>Local time zone</Trans>
        </dt>
        <dd>
          {data.timezone ? `${data.timezone} (${utcOffsetLabel(data.utcOffsetSeconds)})` : utcOffsetLabel(data.utcOffsetSeconds)}
        </dd>
      </dl>
      {!source.simulated && (
        <p className="small muted">
          <Trans>
            Values are model estimates for the area around you, not a sensor at your door; next to busy roads they can be
            higher.
          </Trans>
        </p>
      )}
    </section>
  )
}
