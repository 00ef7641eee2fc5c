import type { Address } from '@atelier/api-client';
import { styled } from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: break-word;
  & > p {
    margin: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A shopper's saved delivery addresses. */
export function CustomerAddresses({ addresses }: { addresses: readonly Address[] }) {
  if (addresses.length === 0) return <Muted>No addresses saved.</Muted>;
  return (
    <List>
      {addresses.map((address) => (
        <Item key={address._id}>
          <p>{address.address}</p>
          <p>{`${address.city} ${address.pincode}`}</p>
          <p>{`Phone: ${address.phone}`}</p>
          {address.notes && <Muted>{`Notes: ${address.notes}`}</Muted>}
        </Item>
      ))}
    </List>
  );
}
