// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { practiceLink, tasksLink } from './tasks-link.ts';

describe('tasksLink', () => {
  it('carries subject, time, count, userId, markCompletion and comma-separated questionIds', () => {
    const url = tasksLink(
      {
        subject: 'Data Interpretation & Logical Reasoning',
        subjectKey: 'DILR',
        questions: [{ id: 1 }, { id: 2 }, { id: 3, estimatedTime: 4 }],
        estimatedTime: 20,
        actualTime: 10,
      },
      'u-42',
    );
    expect(url).toBe('/tasks?subject=DILR&time=10&count=3&userId=u-42&markCompletion=true&questionIds=1,2,3');
  });

  it('encodes the subject with spaces', () => {
    const url = tasksLink(
      {
        subject: 'Quantitative Aptitude',
        subjectKey: 'Quantitative Aptitude',
        questions: [{ id: 9 }],
        estimatedTime: 20,
        actualTime: 3,
      },
      'guest',
    );
    const params = new URL(url, 'http://x').searchParams;
    expect(params.get('subject')).toBe('Quantitative Aptitude');
    expect(params.get('questionIds')).toBe('9');
  });

  it('practiceLink opens the same questions in /questions, which reads them back as its ids filter', () => {
    const section = {
      subject: 'VARC',
      subjectKey: 'VARC' as const,
      questions: [{ id: 7 }, { id: 12 }],
      estimatedTime: 6,
      actualTime: 6,
    };
    expect(practiceLink(section)).toBe('/questions?ids=7,12');
  });
});
