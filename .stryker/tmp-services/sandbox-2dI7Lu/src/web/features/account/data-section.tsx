// @ts-nocheck
import { Download, FileJson } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadAccountExport } from './settings-api.ts';
import { FormMessage, SettingsSection } from './settings-section.tsx';

export function DataSection() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onDownload() {
    setBusy(true);
    setError(null);
    try {
      await downloadAccountExport();
      toast({ title: 'Download started', description: 'Your data is being saved as a JSON file.', variant: 'success' });
    } catch (err) {
      setError(errorMessage(err, 'Could not prepare your data. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection
      id="your-data"
      icon={FileJson}
      title="Your data"
      description="Download everything we store about you — profile, attempts, bookmarks, progress and payments — as JSON."
    >
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <div>
        <Button variant="outline" onClick={onDownload} disabled={busy}>
          {busy ? <Spinner className="size-4" label="Preparing download" /> : <Download aria-hidden="true" />}
          Download my data
        </Button>
      </div>
    </SettingsSection>
  );
}
