import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageListInput } from '../src/components/resource/ImageInput.tsx';
import { fetchStub, ok, renderAt, setLanguage } from './helpers.tsx';

const urlOf = (n: number) => `/api/sysFile/preview/1310000000001/1234567890123${n}/key${n}`;

function Harness({ initial, max, onChange }: { initial: string[]; max?: number; onChange: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <ImageListInput
      id="carousel"
      max={max}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector('[data-testid="image-list-input"] input[type="file"]');
  if (!input) throw new Error('no file input');
  return input as HTMLInputElement;
}

const shownSources = () =>
  Array.from(document.querySelectorAll('[data-testid="image-list-input"] .ant-upload-list-item img')).map((img) =>
    img.getAttribute('src'),
  );

/** Each upload answers the next URL. */
function uploadStub() {
  let n = 0;
  return fetchStub({
    'POST /api/sysFile/uploadImage': () => {
      n += 1;
      return ok({ id: n, url: urlOf(n) });
    },
  });
}

describe('ImageListInput (several uploaded images as string[])', () => {
  afterEach(() => setLanguage('zh-cn'));

  it('shows the given URLs and appends each uploaded image, several files at once', async () => {
    const stub = uploadStub();
    const onChange = vi.fn();
    renderAt('/', <Harness initial={['/existing.png']} onChange={onChange} />);
    await waitFor(() => expect(shownSources()).toEqual(['/existing.png']));
    const user = userEvent.setup({ applyAccept: false });
    const a = new File([new Uint8Array(100)], 'a.png', { type: 'image/png' });
    const b = new File([new Uint8Array(100)], 'b.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput(), [a, b]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['/existing.png', urlOf(1), urlOf(2)]));
    expect(stub.paths().filter((p) => p.includes('uploadImage'))).toHaveLength(2);
    await waitFor(() => expect(shownSources()).toEqual(['/existing.png', urlOf(1), urlOf(2)]));
  });

  it('refuses a gif and a 3 MB png, and files beyond the maximum, with localized messages', async () => {
    setLanguage('en');
    const stub = uploadStub();
    const onChange = vi.fn();
    renderAt('/', <Harness initial={['/one.png']} max={2} onChange={onChange} />);
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(fileInput(), new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only JPG or PNG images can be uploaded')).toBeTruthy();
    await user.upload(fileInput(), new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The image must be at most 2 MB')).toBeTruthy();
    expect(stub.paths().filter((p) => p.includes('sysFile'))).toEqual([]);

    // One place left: of two files only the first is uploaded.
    const a = new File([new Uint8Array(100)], 'a.png', { type: 'image/png' });
    const b = new File([new Uint8Array(100)], 'b.png', { type: 'image/png' });
    await user.upload(fileInput(), [a, b]);
    expect(await screen.findByText('At most 2 images')).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['/one.png', urlOf(1)]));
    expect(stub.paths().filter((p) => p.includes('uploadImage'))).toHaveLength(1);
    // Full: the upload button is gone.
    await waitFor(() =>
      expect(
        document.querySelector('[data-testid="image-list-input"] .ant-upload-select:not(.ant-upload-hidden)'),
      ).toBe(null),
    );
  });

  it('removes one image and keeps the others in order', async () => {
    uploadStub();
    const onChange = vi.fn();
    renderAt('/', <Harness initial={['/a.png', '/b.png', '/c.png']} onChange={onChange} />);
    const user = userEvent.setup();
    await waitFor(() => expect(shownSources()).toHaveLength(3));
    const items = document.querySelectorAll('[data-testid="image-list-input"] .ant-upload-list-item');
    const remove = items[1]?.querySelector('.ant-upload-list-item-actions button:last-child, .anticon-delete');
    if (!remove) throw new Error('no remove button');
    await user.click(remove);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['/a.png', '/c.png']));
  });
});
