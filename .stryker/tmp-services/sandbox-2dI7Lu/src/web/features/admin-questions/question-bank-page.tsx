// @ts-nocheck
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SECTION_NAMES, type Section } from '#shared/contracts/questions';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { isAccessDenied } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { emptyFilters, useFacets, useQuestionList } from './admin-questions-api.ts';
import { AdminOnly } from './bank-ui.tsx';
import { ImportExportTab } from './import-export-tab.tsx';
import { QuestionEditor } from './question-editor.tsx';
import { QuestionsTab } from './questions-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { SetEditor } from './set-editor.tsx';
import { SetsTab } from './sets-tab.tsx';

const TABS = [
  { id: 'questions', label: 'Questions', short: 'Questions' },
  { id: 'sets', label: 'Passages & data sets', short: 'Sets' },
  { id: 'import', label: 'Import / export', short: 'Import' },
  { id: 'reports', label: 'Reports', short: 'Reports' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const idParam = (value: string | null): number | 'new' | null =>
  value === 'new' ? 'new' : value && /^\d+$/.test(value) ? Number(value) : null;

/**
 * The staff question bank. Sub-views live in the query string (?tab=, ?edit=, ?set=) so the spec's four routes stay
 * the only ones and every view survives a reload or a shared link.
 */
function QuestionBankPage({ section }: { section?: Section }) {
  const [params, setParams] = useSearchParams();
  const facets = useFacets();
  // The bank's first page doubles as the access probe: the server answers 401/403 for non-admins.
  const probe = useQuestionList(emptyFilters(section), 1);
  const tab = (TABS.find((t) => t.id === params.get('tab'))?.id ?? 'questions') as Tab;
  const edit = idParam(params.get('edit'));
  const set = idParam(params.get('set'));
  const presetSetId = Number(params.get('setId')) || undefined;

  const go = (next: Record<string, string>) => setParams(next);
  const openQuestion = (id: number | 'new', setId?: number) =>
    go({ ...(tab !== 'questions' ? { tab } : {}), edit: String(id), ...(setId ? { setId: String(setId) } : {}) });
  const back = () => go(tab !== 'questions' ? { tab } : {});

  if (isAccessDenied(facets.error) || isAccessDenied(probe.error)) return <AdminOnly />;
  if (facets.isLoading && probe.isLoading) return <PageSpinner label="Loading the question bank" />;

  const counts = facets.data;
  const sectionCount = section ? counts?.sections.find((s) => s.value === section)?.count : counts?.total;
  const published = section ? undefined : counts?.byStatus.find((s) => s.value === 'published')?.count;
  const title = section ? `${section} questions` : 'Question bank';

  let body: ReactNode;
  if (edit !== null) {
    body = (
      <QuestionEditor
        key={String(edit)}
        id={edit === 'new' ? null : edit}
        section={section}
        presetSetId={presetSetId}
        facets={counts}
        onClose={back}
        onSaved={(id) => go({ ...(tab !== 'questions' ? { tab } : {}), edit: String(id) })}
      />
    );
  } else if (tab === 'sets' && set !== null) {
    body = (
      <SetEditor
        key={String(set)}
        id={set === 'new' ? null : set}
        section={section}
        onClose={() => go({ tab: 'sets' })}
        onSaved={(id) => go({ tab: 'sets', set: String(id) })}
        onEditQuestion={(id) => openQuestion(id)}
        onNewQuestion={(setId) => openQuestion('new', setId)}
      />
    );
  } else {
    body =
      // Import / export brings its own cards; the lists sit in one.
      tab === 'import' ? (
        <ImportExportTab section={section} />
      ) : (
        <Card className="p-4 sm:p-6">
          {tab === 'questions' && (
            <QuestionsTab key={section ?? 'all'} presetSection={section} facets={counts} onEdit={openQuestion} />
          )}
          {tab === 'sets' && <SetsTab section={section} onOpen={(id) => go({ tab: 'sets', set: String(id) })} />}
          {tab === 'reports' && <ReportsTab onEdit={openQuestion} />}
        </Card>
      );
  }

  return (
    <div className="grid grid-cols-1 gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {section ? SECTION_NAMES[section] : 'All sections'}
            {sectionCount !== undefined && ` — ${sectionCount.toLocaleString('en-IN')} questions`}
            {published !== undefined && `, ${published.toLocaleString('en-IN')} published`}
          </p>
        </div>
        {edit === null && (
          <Button onClick={() => openQuestion('new')}>
            <Plus aria-hidden="true" /> New question
          </Button>
        )}
      </header>
      {edit === null && set === null && (
        <nav aria-label="Question bank views" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              aria-current={tab === t.id ? 'page' : undefined}
              onClick={() => go(t.id === 'questions' ? {} : { tab: t.id })}
              className={cn(
                'shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
                tab === t.id
                  ? 'bg-brand-600 text-white dark:bg-brand-600'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              <span className="sm:hidden">{t.short}</span>
              <span className="hidden sm:inline">{t.label}</span>
              {t.id === 'reports' && counts && counts.openReports > 0 && (
                <span className="ml-1.5 rounded-full bg-amber-500 px-1.5 text-xs text-white">{counts.openReports}</span>
              )}
            </button>
          ))}
        </nav>
      )}
      {body}
    </div>
  );
}

export const AdminQuestionsPage = () => <QuestionBankPage />;
export const AdminQaQuestionsPage = () => <QuestionBankPage section="QA" />;
export const AdminDilrQuestionsPage = () => <QuestionBankPage section="DILR" />;
export const AdminVarcQuestionsPage = () => <QuestionBankPage section="VARC" />;
