// @ts-nocheck
import { Palette } from 'lucide-react';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useDarkMode } from '../../lib/theme.ts';
import { SettingsSection } from './settings-section.tsx';

export function AppearanceSection() {
  const [dark, setDark] = useDarkMode();
  return (
    <SettingsSection
      id="appearance"
      icon={Palette}
      title="Appearance"
      description="Choose how the app looks on this device."
    >
      <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
        <div>
          <Label htmlFor="dark-mode">Dark mode</Label>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Easier on the eyes for late-night study.</p>
        </div>
        <Switch id="dark-mode" checked={dark} onCheckedChange={setDark} />
      </div>
    </SettingsSection>
  );
}
