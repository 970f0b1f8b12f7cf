// @ts-nocheck
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

/** Admin routes have no client-side guard (spec); the server refuses, and this card says so. */
export function AdminDenied() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-center">
      <ShieldAlert className="size-10 text-amber-600" aria-hidden="true" />
      <h1 className="text-xl font-bold">Administrators only</h1>
      <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">
        This area is for staff. Sign in with an administrator account to continue.
      </p>
      <Button asChild>
        <Link to="/admin/login">Staff sign in</Link>
      </Button>
    </div>
  );
}
