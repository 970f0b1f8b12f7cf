import { E2E_ADMIN, registerViaApi, screenshots, signInViaApi } from './helpers.ts';
import { expect, test } from './journey.ts';

// Issue 18: staff schedule a session, a learner registers, the host starts, the learner joins, chats, answers a
// poll and sees the live result; a guest and a learner who did not register are refused at the room.

test('staff schedule and run a live session; a learner registers, joins, chats and answers a poll live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Percentages live ${Date.now().toString(36)}`;

  // Staff schedule it on /admin/live-sessions.
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/live-sessions');
  await page.getByRole('button', { name: 'Schedule a session' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Seat limit').fill('20');
  await page.getByLabel('Video URL').fill('https://meet.jit.si/mba-prep-e2e');
  await page.getByLabel('Agenda (one item a line)').fill('Warm-up\nSuccessive change\nLive quiz');
  await page.getByRole('button', { name: 'Schedule session' }).click();
  const staffRow = page.getByTestId('admin-live-session').filter({ hasText: title });
  await expect(staffRow).toBeVisible();
  await screenshots(page, 'admin-live-sessions');

  // Staff attach a PDF to it (the server checks its first bytes, not its name).
  await staffRow.getByRole('button', { name: 'Files (0)' }).click();
  const filesBox = staffRow.getByTestId('session-files');
  await filesBox.getByLabel('Title (optional)').fill('Percentages cheat sheet');
  await filesBox.getByLabel('File', { exact: true }).setInputFiles({
    name: 'cheat-sheet.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await filesBox.getByRole('button', { name: 'Attach file' }).click();
  await expect(filesBox.getByText('Percentages cheat sheet')).toBeVisible();
  await screenshots(page, 'admin-live-session-files');

  // A learner registers from the list.
  const learner = await registerViaApi(request);
  const learnerContext = await browser.newContext();
  const lp = await learnerContext.newPage();
  await signInViaApi(lp, learner.email, learner.password, '/live-sessions');
  const card = lp.getByTestId('live-session-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(card.getByText('Registered', { exact: true })).toBeVisible();
  await screenshots(lp, 'live-sessions-list');
  await card.getByRole('link', { name: title }).click();
  await expect(lp.getByTestId('registration-state')).toHaveText('You are registered for this session.');
  await expect(lp.getByText('Join opens when the host starts.')).toBeVisible();
  await expect(lp.getByText(/Starts in/)).toBeVisible();
  // The file is listed beside the link materials and downloads with the learner's session.
  const fileLink = lp.getByTestId('materials').getByRole('button', { name: /Percentages cheat sheet/ });
  await expect(fileLink).toBeVisible();
  const [download] = await Promise.all([lp.waitForEvent('download'), fileLink.click()]);
  expect(download.suggestedFilename()).toBe('Percentages cheat sheet.pdf');
  await screenshots(lp, 'live-session-detail');
  const sessionUrl = lp.url();

  // The host starts the room and opens it.
  await staffRow.getByRole('button', { name: 'Start room' }).click();
  await expect(staffRow.getByText('live', { exact: true })).toBeVisible();
  await staffRow.getByRole('link', { name: 'Open room' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The learner joins and chats.
  await lp.reload();
  await lp.getByRole('link', { name: 'Join the room' }).click();
  await expect(lp.getByRole('heading', { name: title })).toBeVisible();
  await lp.getByLabel('Message the class').fill('Hello from the learner');
  await lp.getByRole('button', { name: 'Send' }).first().click();
  await expect(lp.getByTestId('chat-message').filter({ hasText: 'Hello from the learner' })).toBeVisible();
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Hello from the learner' })).toBeVisible();
  await expect(lp.getByTestId('attendee-count')).toHaveText(/2 here/);

  // The host pushes a bank question as a poll; the learner answers; both see the result live.
  const bank = await lp.request.get('/api/practice/questions?section=QA&limit=50');
  const items = (await bank.json()).items as Array<{ id: number; type: string; locked: boolean }>;
  const question = items.find((q) => q.type === 'MCQ' && !q.locked);
  if (!question) throw new Error('no open MCQ in the seeded bank');
  await page.getByLabel('Bank question id').fill(String(question.id));
  await page.getByRole('button', { name: 'Push poll' }).click();
  const poll = lp.getByTestId('poll');
  await expect(poll).toBeVisible();
  await poll.getByRole('button', { name: /^Option A/ }).click();
  await expect(lp.getByText('Your answer: A')).toBeVisible();
  await expect(poll.getByTestId('poll-count').first()).toHaveText('1 (100%)');
  await expect(page.getByTestId('poll').getByTestId('poll-count').first()).toHaveText('1 (100%)');
  await screenshots(lp, 'live-room');

  // A guest is sent to sign in; a learner who did not register cannot enter.
  const guestContext = await browser.newContext();
  const gp = await guestContext.newPage();
  await gp.goto(`${sessionUrl}/room`);
  await expect(gp.getByText('Login Required')).toBeVisible();
  await guestContext.close();
  const stranger = await registerViaApi(request);
  const strangerContext = await browser.newContext();
  const sp = await strangerContext.newPage();
  await signInViaApi(sp, stranger.email, stranger.password, new URL(`${sessionUrl}/room`).pathname);
  await expect(sp.getByRole('heading', { name: 'You cannot enter this room' })).toBeVisible();
  await expect(sp.getByText('Register for this session to enter its room.')).toBeVisible();
  await strangerContext.close();

  // The host ends it: the learner's room says so.
  await page.goto('/admin/live-sessions');
  await page
    .getByTestId('admin-live-session')
    .filter({ hasText: title })
    .getByRole('button', { name: 'End room' })
    .click();
  await expect(lp.getByText('This session has ended. Thank you for joining.')).toBeVisible();
  await learnerContext.close();

  // Cancelling asks first: "Keep the session" leaves it scheduled; confirming cancels it.
  const other = `Called off ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/live-sessions', {
    data: {
      title: other,
      subject: 'QA',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      durationMinutes: 45,
      videoKind: 'embed',
      videoUrl: 'https://meet.jit.si/mba-prep-e2e-2',
    },
  });
  expect(created.ok()).toBe(true);
  await page.reload();
  const otherRow = page.getByTestId('admin-live-session').filter({ hasText: other });
  await otherRow.getByRole('button', { name: 'Cancel session' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel “${other}”?` });
  await expect(dialog).toBeVisible();
  await screenshots(page, 'admin-live-cancel-confirm');
  await dialog.getByRole('button', { name: 'Keep the session' }).click();
  await expect(dialog).toBeHidden();
  await expect(otherRow.getByText('scheduled', { exact: true })).toBeVisible();
  await otherRow.getByRole('button', { name: 'Cancel session' }).click();
  await page.getByTestId('confirm-cancel-session').click();
  await expect(otherRow.getByText('cancelled', { exact: true })).toBeVisible();
});
