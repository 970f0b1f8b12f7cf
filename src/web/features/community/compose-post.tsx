import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BODY_MAX, type PostKind, TITLE_MAX, TITLE_MIN } from '#shared/contracts/community';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { COMMUNITY_KEY, channelsQuery, createPost, threadPath } from './community-api.ts';
import { MarkdownEditor } from './markdown-editor.tsx';

const selectClasses =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-2.5 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-900';

/** Ask a question or start a discussion; on success opens the new thread. */
export function ComposePost({ channel, onCancel }: { channel?: string; onCancel: () => void }) {
  const channels = useQuery(channelsQuery);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [kind, setKind] = useState<PostKind>('question');
  const [slug, setSlug] = useState(channel ?? 'qa');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const mutation = useMutation({
    mutationFn: () => createPost({ channel: slug, kind, title, body }),
    onSuccess: async (created) => {
      await client.invalidateQueries({ queryKey: [COMMUNITY_KEY] });
      navigate(threadPath({ id: created.id, kind }));
    },
  });
  const titleShort = title.trim().length < TITLE_MIN;
  return (
    <Card className="p-4 sm:p-5">
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          mutation.mutate();
        }}
      >
        <h2 className="text-lg font-semibold">{kind === 'question' ? 'Ask a question' : 'Start a discussion'}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="compose-kind" label="Type">
            <select
              id="compose-kind"
              className={selectClasses}
              value={kind}
              onChange={(e) => setKind(e.target.value as PostKind)}
            >
              <option value="question">Question (answers, votes, accepted answer)</option>
              <option value="discussion">Discussion (threaded replies)</option>
            </select>
          </FormField>
          <FormField id="compose-channel" label="Channel">
            <select
              id="compose-channel"
              className={selectClasses}
              value={slug}
              onChange={(e) => setSlug(e.target.value)}
            >
              {(channels.data?.items ?? []).map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField
          id="compose-title"
          label="Title"
          hint={`${TITLE_MIN}–${TITLE_MAX} characters: the question in one line.`}
        >
          <Input
            id="compose-title"
            value={title}
            maxLength={TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="e.g. How do I find the remainder of 2^100 divided by 7?"
          />
        </FormField>
        <MarkdownEditor label="Details" value={body} onChange={setBody} maxLength={BODY_MAX} rows={8} />
        {mutation.isError && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(mutation.error)}
          </p>
        )}
        <div className="flex gap-2">
          <Button type="submit" disabled={mutation.isPending || titleShort || !body.trim()}>
            {mutation.isPending ? 'Posting…' : kind === 'question' ? 'Post question' : 'Post discussion'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
