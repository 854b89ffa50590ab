import { defineResource } from '@printfloor/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageInput, imageProblem } from '../src/components/resource/ImageInput.tsx';
import { ResourceForm } from '../src/components/resource/ResourceForm.tsx';
import { fetchStub, renderAt, setLanguage } from './helpers.tsx';

const SAVED_URL = '/api/sysFile/preview/1310000000001/12345678901234/abcdefghijklmnopqrstuv';

function Harness({ onChange }: { onChange: (v: unknown) => void }) {
  const [value, setValue] = useState<unknown>(null);
  return (
    <ImageInput
      id="image"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector('[data-testid="image-input"] input[type="file"]');
  if (!input) throw new Error('no file input');
  return input as HTMLInputElement;
}

describe('ImageInput (resource image field)', () => {
  afterEach(() => setLanguage('zh-cn'));

  it('checks type and size before upload', () => {
    expect(imageProblem({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe('imageSize');
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('imageType');
    expect(imageProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('refuses a 3 MB png and a gif with a localized message, without calling the server', async () => {
    setLanguage('en');
    const stub = fetchStub({ 'POST /api/sysFile/uploadImage': { id: 1, url: SAVED_URL } });
    const onChange = vi.fn();
    renderAt('/', <Harness onChange={onChange} />);
    const user = userEvent.setup({ applyAccept: false });

    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(await screen.findByText('The image must be at most 2 MB')).toBeTruthy();

    const gif = new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' });
    await user.upload(fileInput(), gif);
    expect(await screen.findByText('Only JPG or PNG images can be uploaded')).toBeTruthy();

    expect(stub.paths().filter((p) => p.includes('sysFile'))).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a png, stores the returned URL as the value and shows it', async () => {
    const stub = fetchStub({ 'POST /api/sysFile/uploadImage': { id: 1, url: SAVED_URL } });
    const onChange = vi.fn();
    renderAt('/', <Harness onChange={onChange} />);
    const user = userEvent.setup({ applyAccept: false });
    const png = new File([new Uint8Array(1024)], 'part.png', { type: 'image/png' });
    await user.upload(fileInput(), png);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(SAVED_URL));
    const call = stub.calls.find((c) => c.url.pathname === '/api/sysFile/uploadImage');
    expect(call?.method).toBe('POST');
    await waitFor(() =>
      expect(
        Array.from(document.querySelectorAll('[data-testid="image-input"] img')).some(
          (img) => img.getAttribute('src') === SAVED_URL,
        ),
      ).toBe(true),
    );
  });

  it('offers Replace once an image is set; a second upload takes its place', async () => {
    setLanguage('en');
    const stub = fetchStub({ 'POST /api/sysFile/uploadImage': { id: 1, url: SAVED_URL } });
    const onChange = vi.fn();
    renderAt('/', <Harness onChange={onChange} />);
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.queryByText('Replace')).toBeNull();
    await user.upload(fileInput(), new File([new Uint8Array(512)], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(SAVED_URL));
    expect(await screen.findByText('Replace')).toBeTruthy();
    await user.upload(fileInput(), new File([new Uint8Array(512)], 'b.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(stub.calls.filter((c) => c.url.pathname === '/api/sysFile/uploadImage')).toHaveLength(2);
    expect(document.querySelectorAll('[data-testid="image-input"] .ant-upload-list-item')).toHaveLength(1);
  });
});

describe('a required image in the resource form: the message goes once the image is uploaded', () => {
  const shotResource = defineResource({
    name: 'testShot',
    table: 'test_shot',
    scope: 'tenant',
    title: { 'zh-CN': '图片', en: 'Shots', 'zh-TW': '圖片', 'pt-BR': 'Imagens' },
    fields: {
      image: {
        type: 'image',
        label: { 'zh-CN': '产品图片', en: 'Product image', 'zh-TW': '產品圖片', 'pt-BR': 'Imagem do produto' },
        required: true,
      },
    },
  });

  it('"产品图片不能为空" after a failed save clears when the upload lands', async () => {
    setLanguage('zh-cn');
    fetchStub({ 'POST /api/sysFile/uploadImage': { id: 1, url: SAVED_URL } });
    const onSubmit = vi.fn(async () => {});
    renderAt(
      '/',
      <ResourceForm
        resource={shotResource}
        mode={{ kind: 'add' }}
        lang="zh-CN"
        onClose={() => {}}
        onSubmit={onSubmit}
      />,
    );
    const submit = await screen.findByTestId('resource-form-submit');
    submit.click();
    expect(await screen.findByText('产品图片不能为空')).toBeTruthy();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File([new Uint8Array(1024)], 'tee.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.queryByText('产品图片不能为空')).toBeNull());
    submit.click();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ kind: 'add' }, expect.objectContaining({ image: SAVED_URL })),
    );
  });
});
