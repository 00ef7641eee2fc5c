import { CHECKOUT } from '@atelier/api-client';
import { styled } from 'styled-components';
import { CheckIcon } from '../../../icons';
import { useRoutes } from '../../../navigation';
import { Heading } from '../../../primitives/Heading';
import { Link } from '../../../primitives/Link';

/** Where the shopper's orders are listed. */

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.tones.green.bg};
  color: ${({ theme }) => theme.tones.green.fg};
`;

/** Shown at /shop/payment-success after a cash or verified online order (guests may see it). */
export function PaymentSuccessPage() {
  const routes = useRoutes();
  return (
    <Root>
      <Mark>
        <CheckIcon />
      </Mark>
      <Heading variant="page">{CHECKOUT.success}</Heading>
      <Link href={routes.account} variant="button">
        View Orders
      </Link>
    </Root>
  );
}
