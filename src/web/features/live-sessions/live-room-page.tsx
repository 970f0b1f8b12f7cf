import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { RoomState } from '#shared/contracts/live-sessions';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { liveDetailQuery } from './live-sessions-api.ts';
import { PollPanel } from './poll-panel.tsx';
import { ChatPanel, HandsPanel, QaPanel } from './room-panels.tsx';
import { useLiveRoom } from './use-live-room.ts';

/** /live-sessions/:sessionId/room: the video, chat, Q&A, hands and polls, live. */
export function LiveRoomPage() {
  const { sessionId = '' } = useParams();
  const room = useLiveRoom(sessionId);
  const back = (
    <Link
      to={`/live-sessions/${sessionId}`}
      className="inline-flex items-center gap-1 text-sm text-brand-600 dark:text-brand-300"
    >
      <ArrowLeft className="size-4" aria-hidden /> Session details
    </Link>
  );
  if (room.phase.kind === 'connecting') return <PageSpinner label="Joining the room" />;
  if (room.phase.kind === 'refused' || room.phase.kind === 'removed' || room.phase.kind === 'disconnected') {
    const message =
      room.phase.kind === 'refused'
        ? room.phase.message
        : room.phase.kind === 'removed'
          ? 'The host removed you from this session.'
          : 'You were disconnected from the room.';
    return (
      <div className="mx-auto grid max-w-xl gap-4">
        {back}
        <Card className="grid gap-3 p-6" role="alert">
          <h1 className="text-xl font-semibold">You cannot enter this room</h1>
          <p>{message}</p>
          <Button asChild className="justify-self-start">
            <Link to={`/live-sessions/${sessionId}`}>Back to the session</Link>
          </Button>
        </Card>
      </div>
    );
  }
  const state = room.state;
  if (!state) return <PageSpinner label="Joining the room" />;
  const open = state.session.status === 'live';
  return (
    <div className="mx-auto grid max-w-7xl gap-4">
      {back}
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{state.session.title}</h1>
        <div className="flex items-center gap-2">
          <StatusBadge status={state.session.status} />
          <Badge variant="secondary" data-testid="attendee-count">
            <Users className="size-3" aria-hidden /> {state.attendees} here
          </Badge>
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-4">
          <Video state={state} />
          <PollPanel state={state} open={open} send={room.send} answer={room.answer} />
          <HandsPanel state={state} send={room.send} open={open} />
        </div>
        <div className="grid content-start gap-4">
          <ChatPanel state={state} send={room.send} open={open} />
          <QaPanel state={state} send={room.send} open={open} />
        </div>
      </div>
    </div>
  );
}

function StatusBadge({ status }: { status: string }) {
  if (status === 'live') return <Badge variant="destructive">Live</Badge>;
  if (status === 'ended') return <Badge variant="secondary">Ended</Badge>;
  if (status === 'cancelled') return <Badge variant="destructive">Cancelled</Badge>;
  return <Badge variant="warning">Not started</Badge>;
}

function Video({ state }: { state: RoomState }) {
  const { status, videoKind, videoUrl, id } = state.session;
  const detail = useQuery({ ...liveDetailQuery(id), enabled: status === 'ended' });
  if (status !== 'live') {
    const text =
      status === 'ended'
        ? 'This session has ended. Thank you for joining.'
        : status === 'cancelled'
          ? 'This session was cancelled.'
          : 'The host has not started yet. The video and chat open here when the session starts.';
    return (
      <Card className="grid aspect-video place-content-center gap-3 p-6 text-center" data-testid="room-waiting">
        <p className="text-lg font-medium">{text}</p>
        {status === 'ended' && detail.data?.recordingUrl ? (
          <Button asChild variant="outline" className="justify-self-center">
            <a href={detail.data.recordingUrl} target="_blank" rel="noreferrer">
              Watch the recording
            </a>
          </Button>
        ) : null}
      </Card>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl bg-black">
      {videoKind === 'hls' ? (
        // Browsers with native HLS (Safari, mobile) play it; the element says so where it cannot.
        // biome-ignore lint/a11y/useMediaCaption: a live stream has no caption file; captions come inside the stream.
        <video className="aspect-video w-full" src={videoUrl} controls autoPlay playsInline>
          Your browser cannot play this stream.
        </video>
      ) : (
        <iframe
          title="Live video"
          className="aspect-video w-full"
          src={videoUrl}
          allow="autoplay; fullscreen; picture-in-picture; camera; microphone; display-capture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
