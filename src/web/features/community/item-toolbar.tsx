import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EyeOff, Pencil } from 'lucide-react';
import { useState } from 'react';
import { BODY_MAX, COMMENT_MAX, TITLE_MAX } from '#shared/contracts/community';
import type { ItemTarget } from '#shared/contracts/community-moderation';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../auth/public.ts';
import { COMMUNITY_KEY } from './community-api.ts';
import { EditedMarker } from './edit-history-dialog.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { editItem, moderateItem } from './moderation-api.ts';
import { ReportButton } from './report-dialog.tsx';

export interface ItemInfo {
  target: ItemTarget;
  id: number;
  authorId: string;
  editedAt: string | null;
  hidden: boolean;
}

/** Under an item: its "edited" marker, Edit for its author, Report for other members, Hide/Restore for staff. */
export function ItemToolbar({ item, locked, onEdit }: { item: ItemInfo; locked: boolean; onEdit: () => void }) {
  const { user, isAuthenticated, isStaff } = useAuth();
  const client = useQueryClient();
  const mine = user?.id === item.authorId;
  const toggle = useMutation({
    mutationFn: () => moderateItem(item.target, item.id, { action: item.hidden ? 'restore' : 'hide' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [COMMUNITY_KEY] }),
    onError: (error) => toast({ title: 'Not saved', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      {item.hidden && (
        <Badge variant="destructive">
          <EyeOff className="size-3" aria-hidden="true" /> Hidden by a moderator
        </Badge>
      )}
      {item.editedAt && <EditedMarker target={item.target} id={item.id} editedAt={item.editedAt} />}
      {mine && !locked && !item.hidden && (
        <button type="button" className="inline-flex items-center gap-1 font-medium hover:underline" onClick={onEdit}>
          <Pencil className="size-3" aria-hidden="true" /> Edit
        </button>
      )}
      {isAuthenticated && !mine && !item.hidden && <ReportButton target={item.target} id={item.id} />}
      {isStaff && item.target !== 'post' && (
        <button
          type="button"
          className="font-medium text-red-700 hover:underline dark:text-red-300"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
        >
          {item.hidden ? 'Restore' : 'Hide'}
        </button>
      )}
    </span>
  );
}

/** The author's editor for an item; a thread also edits its title. */
export function ItemEditForm(props: {
  target: ItemTarget;
  id: number;
  title?: string;
  body: string;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const [title, setTitle] = useState(props.title ?? '');
  const [body, setBody] = useState(props.body);
  const save = useMutation({
    mutationFn: () => editItem(props.target, props.id, { body, ...(props.target === 'post' ? { title } : {}) }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [COMMUNITY_KEY] });
      toast({ title: 'Saved', description: 'The earlier version is kept in the edit history.', variant: 'success' });
      props.onDone();
    },
  });
  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {props.target === 'post' && (
        <div className="grid gap-1.5">
          <label htmlFor={`edit-title-${props.id}`} className="text-sm font-medium">
            Title
          </label>
          <Input
            id={`edit-title-${props.id}`}
            value={title}
            maxLength={TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
      )}
      <MarkdownEditor
        label="Edit"
        value={body}
        onChange={setBody}
        maxLength={props.target === 'comment' ? COMMENT_MAX : BODY_MAX}
        rows={props.target === 'comment' ? 3 : 6}
      />
      {save.isError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending || !body.trim()}>
          {save.isPending ? 'Saving…' : 'Save edit'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={props.onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
