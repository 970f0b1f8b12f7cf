import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { DETAILS_URL, detailsQuery, EXPORT_URL } from './analytics-api.ts';
import { EmptyNote } from './chart-table.tsx';
import { MockProgress } from './mock-progress.tsx';
import { TimeManagement } from './time-management.tsx';
import { TopicDrilldown } from './topic-drilldown.tsx';
import { TopicHeatmap } from './topic-heatmap.tsx';
import { Recommendations, Weaknesses } from './weaknesses.tsx';

function Panel({ title, text, children, id }: { title: string; text: string; children: ReactNode; id: string }) {
  return (
    <Card aria-labelledby={id} role="region" className="min-w-0">
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /analytics (premium): where the learner stands by topic, what to do next, and how mocks and time are going. */
export function AnalyticsPage() {
  const { data: d, isLoading, error } = useQuery(detailsQuery);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  if (isLoading) return <PageSpinner />;
  if (error || !d)
    return <p className="text-red-600 dark:text-red-400">{errorMessage(error, 'Could not load your analytics.')}</p>;

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadFile(EXPORT_URL, 'my-analytics.csv');
    } catch (e) {
      setExportError(errorMessage(e, 'The export failed. Try again.'));
    } finally {
      setExporting(false);
    }
  };
  const empty = d.totals.attempts === 0;

  return (
    <div className="grid gap-6" data-query={DETAILS_URL}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analytics</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {empty
              ? 'Your practice and mock answers will show up here.'
              : `${d.totals.attempts} answers from practice and mocks, ${Math.round(d.totals.accuracy)}% right, ${Math.round(d.totals.averageSeconds)} s a question on average.`}
          </p>
        </div>
        <Button type="button" variant="outline" onClick={exportCsv} disabled={exporting || empty}>
          <Download aria-hidden="true" />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </header>
      {exportError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {exportError}
        </p>
      )}

      {empty && (
        <Card className="p-6 text-center" data-testid="analytics-empty">
          <p className="font-semibold">No answers yet</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Practise a few questions or take a mock test: your topics, weaknesses and study plan appear here.
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to="/questions" className={buttonClasses('default')}>
              Start practising
            </Link>
            <Link to="/mock-tests" className={buttonClasses('outline')}>
              Take a mock test
            </Link>
          </div>
        </Card>
      )}

      <Panel
        id="recommendations-title"
        title="Study Recommendations"
        text="Practice sets built for your weakest topics."
      >
        <Recommendations d={d} />
      </Panel>
      <Panel
        id="weaknesses-title"
        title="Weaknesses"
        text="Topics below your average with enough answers to be sure (95% Wilson interval)."
      >
        <Weaknesses d={d} />
      </Panel>
      <Panel
        id="drilldown-title"
        title="Section, Area and Topic"
        text="Open a section, then an area, to see its topics."
      >
        {d.topics.length ? (
          <TopicDrilldown topics={d.topics} />
        ) : (
          <EmptyNote>Answer questions to fill this table.</EmptyNote>
        )}
      </Panel>
      <Panel id="heatmap-title" title="Topic Heat Map" text="Each tile is a topic, coloured by your accuracy.">
        {d.topics.length ? (
          <TopicHeatmap topics={d.topics} />
        ) : (
          <EmptyNote>Answer questions to colour the map.</EmptyNote>
        )}
      </Panel>
      <Panel
        id="mocks-title"
        title="Progress Across Mocks"
        text="Score, percentile among takers and sections, mock by mock."
      >
        <MockProgress mocks={d.mocks} />
      </Panel>
      <Panel
        id="time-title"
        title="Time Management"
        text="Time on right and wrong answers, and answers over the exam's pace."
      >
        <TimeManagement time={d.time} />
      </Panel>
    </div>
  );
}
