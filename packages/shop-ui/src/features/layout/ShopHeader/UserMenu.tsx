import { styled } from 'styled-components';
import { LogoutIcon, UserIcon } from '../../../icons';
import { useRoutes } from '../../../navigation';
import { DropdownMenu, MenuHeader, MenuItem } from '../../../primitives/DropdownMenu';
import { userInitial } from '../navLinks';

export interface UserMenuProps {
  /** The signed-in user's display name. */
  userName: string;
  /** Signs the user out. */
  onLogout: () => void;
}

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const ItemContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The avatar menu of a signed-in user: who is logged in, Account, Logout. */
export function UserMenu({ userName, onLogout }: UserMenuProps) {
  const routes = useRoutes();
  return (
    <DropdownMenu label="Account menu" trigger={<Avatar>{userInitial(userName)}</Avatar>}>
      <MenuHeader>{`Logged in as ${userName}`}</MenuHeader>
      <MenuItem id="account" href={routes.account} textValue="Account">
        <ItemContent>
          <UserIcon />
          Account
        </ItemContent>
      </MenuItem>
      <MenuItem id="logout" onAction={onLogout} textValue="Logout">
        <ItemContent>
          <LogoutIcon />
          Logout
        </ItemContent>
      </MenuItem>
    </DropdownMenu>
  );
}
