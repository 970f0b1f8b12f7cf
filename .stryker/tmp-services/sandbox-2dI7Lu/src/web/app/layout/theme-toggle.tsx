// @ts-nocheck
import { Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useDarkMode } from '../../lib/theme.ts';

export function ThemeToggle() {
  const [dark, setDark] = useDarkMode();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setDark(!dark)}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      title={dark ? 'Light mode' : 'Dark mode'}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
