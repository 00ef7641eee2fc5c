import {
  describeActor,
  describeOrderEvent,
  formatDateTime,
  type OrderEvent,
  TIMELINE,
} from '@atelier/api-client';
import { styled } from 'styled-components';
import { Link } from '../../../primitives/Link';

export interface OrderTimelineProps {
  /** The order's events, oldest first, as the details answer carries them. */
  events: readonly OrderEvent[];
  /** Accessible name of the list. */
  label?: string;
}

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.md};
  list-style: none;
  border-inline-start: 2px solid ${({ theme }) => theme.colors.border};
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const What = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Said = styled.span`
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

/** What an event says beyond its line: a reason, a note, a parcel's page. */
function Detail({ event }: { event: OrderEvent }) {
  if (event.reason) return <Said>{TIMELINE.reason(event.reason)}</Said>;
  if (event.note) return <Said>{event.note}</Said>;
  if (event.tracking?.url) {
    return (
      <span>
        <Link href={event.tracking.url} target="_blank" rel="noopener noreferrer">
          {TIMELINE.trackParcel}
        </Link>
      </span>
    );
  }
  return null;
}

/**
 * An order's history, oldest first: what happened, by whom, when, and what was said (a
 * reason, a note). Everything a person typed shows as text.
 */
export function OrderTimeline({ events, label = TIMELINE.heading }: OrderTimelineProps) {
  return (
    <List aria-label={label}>
      {events.map((event) => (
        <Entry key={event._id}>
          <What>{describeOrderEvent(event)}</What>
          <Meta>
            {describeActor(event)} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </Meta>
          <Detail event={event} />
        </Entry>
      ))}
    </List>
  );
}
