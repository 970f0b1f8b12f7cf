import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, MessageSquarePlus, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { TUTOR_TITLE_MAX, type TutorConversationSummary } from '#shared/contracts/ai-tutor';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { conversationsQuery, deleteConversation, renameConversation, TUTOR_KEY } from './ai-tutor-api.ts';

/** The caller's conversations, newest first: open, rename in place, delete after asking. */
export function ConversationList(props: { selected: number | null; onSelect: (id: number | null) => void }) {
  const list = useQuery(conversationsQuery);
  const items = list.data?.items ?? [];
  return (
    <nav aria-label="Conversations" className="grid content-start gap-2">
      <Button variant="outline" onClick={() => props.onSelect(null)}>
        <MessageSquarePlus aria-hidden="true" />
        New conversation
      </Button>
      {list.isError && <p className="text-sm text-red-700 dark:text-red-300">{errorMessage(list.error)}</p>}
      {items.length === 0 && list.isSuccess && (
        <p className="px-1 text-sm text-slate-600 dark:text-slate-400">Your conversations appear here.</p>
      )}
      <ul className="grid gap-1">
        {items.map((c) => (
          <ConversationItem
            key={c.id}
            conversation={c}
            active={c.id === props.selected}
            onOpen={() => props.onSelect(c.id)}
            onDeleted={() => c.id === props.selected && props.onSelect(null)}
          />
        ))}
      </ul>
    </nav>
  );
}

function ConversationItem(props: {
  conversation: TutorConversationSummary;
  active: boolean;
  onOpen: () => void;
  onDeleted: () => void;
}) {
  const { conversation: c } = props;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(c.title);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TUTOR_KEY, 'conversations'] });
  const rename = useMutation({
    mutationFn: () => renameConversation(c.id, title.trim()),
    onSuccess: () => {
      setEditing(false);
      void refresh();
    },
    onError: (error) => toast({ title: 'Could not rename', description: errorMessage(error), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: () => deleteConversation(c.id),
    onSuccess: () => {
      setConfirming(false);
      props.onDeleted();
      void refresh();
      toast({ title: 'Conversation deleted' });
    },
    onError: (error) => toast({ title: 'Could not delete', description: errorMessage(error), variant: 'destructive' }),
  });

  if (editing) {
    return (
      <li>
        <form
          className="flex items-center gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            if (title.trim()) rename.mutate();
          }}
        >
          <Input
            aria-label="Conversation title"
            value={title}
            maxLength={TUTOR_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            autoFocus
            className="h-8"
          />
          <Button type="submit" size="icon" variant="ghost" aria-label="Save title" disabled={rename.isPending}>
            <Check aria-hidden="true" />
          </Button>
          <Button type="button" size="icon" variant="ghost" aria-label="Cancel" onClick={() => setEditing(false)}>
            <X aria-hidden="true" />
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li
      className={cn(
        'group flex items-center gap-1 rounded-lg pr-1',
        props.active ? 'bg-brand-50 dark:bg-brand-500/15' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
      )}
    >
      <button
        type="button"
        onClick={props.onOpen}
        aria-current={props.active ? 'true' : undefined}
        className="min-w-0 flex-1 truncate rounded-lg px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {c.title}
      </button>
      <Button
        size="icon"
        variant="ghost"
        className="h-8 w-8"
        aria-label={`Rename ${c.title}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="h-8 w-8"
        aria-label={`Delete ${c.title}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this conversation?"
        description={`“${c.title}” and all its messages will be deleted.`}
        cancelLabel="Keep it"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
