import { type CustomerEvent, formatDateTime } from '@atelier/api-client';
import { styled } from 'styled-components';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reason = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: break-word;
`;

const WHAT: Record<CustomerEvent['kind'], string> = {
  blocked: 'Blocked',
  unblocked: 'Unblocked',
};

/** Who blocked or unblocked the account and when, newest first, with each block's reason. */
export function CustomerHistory({ events }: { events: readonly CustomerEvent[] }) {
  if (events.length === 0) return <Muted>No blocks or unblocks yet.</Muted>;
  return (
    <List>
      {events.map((event) => (
        <li key={event._id}>
          <strong>{`${WHAT[event.kind]} by ${event.by}`}</strong>
          <Muted>{formatDateTime(event.at)}</Muted>
          {event.reason && <Reason>{`Reason: ${event.reason}`}</Reason>}
        </li>
      ))}
    </List>
  );
}
