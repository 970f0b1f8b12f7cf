// @ts-nocheck
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { StatusScreen } from '../components/status-screen.tsx';
import { Button } from '../components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <StatusScreen
      icon={MapPinOff}
      tone="amber"
      title="Page Not Found"
      actions={
        <Button asChild>
          <Link to="/">Go to Home</Link>
        </Button>
      }
    >
      The page you are looking for does not exist or has moved.
    </StatusScreen>
  );
}
