// @ts-nocheck
import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { AuthUser } from '#shared/contracts/auth';
import { Avatar, initialsOf } from '../../components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useLogout } from '../../features/auth/public.ts';
import { userMenuItems } from './nav-items.ts';

export function UserMenu({ user }: { user: AuthUser }) {
  const logout = useLogout();
  const initials = initialsOf(user.firstName, user.lastName, user.email[0]?.toUpperCase());
  const firstName = user.firstName.trim() || 'Aspirant';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${firstName}`}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-left transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-slate-800"
      >
        <Avatar src={user.profileImageUrl} initials={initials} />
        <span className="hidden min-w-0 flex-col leading-tight sm:flex">
          <span className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">{firstName}</span>
          <span className="max-w-44 truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</span>
        </span>
        <ChevronDown className="hidden size-4 text-slate-500 sm:block" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <span className="block font-medium">
            {user.firstName} {user.lastName}
          </span>
          <span className="block truncate text-xs font-normal text-slate-500 dark:text-slate-400">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {userMenuItems.map((item) => {
          const Icon = item.icon;
          return (
            <DropdownMenuItem key={item.to} asChild>
              <Link to={item.to}>
                <Icon aria-hidden="true" />
                {item.label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => void logout()}
          className="text-red-700 focus:bg-red-50 dark:text-red-400 dark:focus:bg-red-500/10 [&_svg]:text-current dark:[&_svg]:text-current"
        >
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
