import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { StatusScreen } from './status-screen.tsx';

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
