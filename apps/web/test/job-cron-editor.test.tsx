import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CronEditor } from '../src/views/system/job/CronEditor.tsx';
import { cronPreview } from '../src/views/system/job/cronPreview.ts';

/** The cron editor's preview uses croner (through the contract), like the scheduler. */

describe('cronPreview', () => {
  it('gives the next five fires in the tenant zone', () => {
    const from = new Date('2026-03-01T00:00:00Z'); // 08:00 in Shanghai
    expect(cronPreview('0 9 * * 1-5', 'Asia/Shanghai', 5, from).times).toEqual([
      '2026-03-02 09:00:00',
      '2026-03-03 09:00:00',
      '2026-03-04 09:00:00',
      '2026-03-05 09:00:00',
      '2026-03-06 09:00:00',
    ]);
    expect(cronPreview('*/10 * * * *', 'America/Sao_Paulo', 2, from).times).toEqual([
      '2026-02-28 21:10:00',
      '2026-02-28 21:20:00',
    ]);
  });

  it('says why an expression is refused', () => {
    expect(cronPreview('61 * * * *', 'UTC').error).toMatch(/./);
    expect(cronPreview('* * *', 'UTC').error).toMatch(/five or six/);
  });
});

function Harness() {
  const [value, setValue] = useState('*/10 * * * *');
  return <CronEditor value={value} onChange={setValue} timeZone="Asia/Shanghai" />;
}

describe('CronEditor', () => {
  it('edits a field and the preview follows', () => {
    render(<Harness />);
    const before = screen.getByTestId('cron-next-times').textContent;
    fireEvent.change(screen.getByTestId('cron-minute'), { target: { value: '0' } });
    fireEvent.change(screen.getByTestId('cron-hour'), { target: { value: '3' } });
    expect((screen.getByTestId('cron-expression') as HTMLInputElement).value).toBe('0 3 * * *');
    const after = screen.getByTestId('cron-next-times').textContent ?? '';
    expect(after).not.toBe(before);
    expect(after.match(/\d{4}-\d{2}-\d{2} 03:00:00/g)).toHaveLength(5);
  });

  it('shows the error of a bad expression instead of times', () => {
    render(<Harness />);
    fireEvent.change(screen.getByTestId('cron-expression'), { target: { value: 'every day' } });
    expect(screen.queryByTestId('cron-next-times')).toBeNull();
  });
});
