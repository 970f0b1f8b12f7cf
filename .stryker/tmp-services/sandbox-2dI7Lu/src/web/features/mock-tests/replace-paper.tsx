// @ts-nocheck
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { HandBuildForm } from './hand-build-form.tsx';
import { useMockPaper } from './mock-staff-api.ts';

/** "Replace paper": the hand picker opened on a mock's current paper; `onDone` gets the server's message (or null). */
export function ReplacePaper({ mockId, onDone }: { mockId: number; onDone(message: string | null): void }) {
  const paper = useMockPaper(mockId);
  if (paper.error) {
    return (
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        {errorMessage(paper.error)}
      </p>
    );
  }
  const data = paper.data;
  if (data?.mockId !== mockId) return <PageSpinner label="Loading the paper" />;
  return (
    <HandBuildForm
      key={mockId}
      replacing={{ paper: data, onDone: (message) => onDone(message && `${data.title}: ${message}`) }}
    />
  );
}
