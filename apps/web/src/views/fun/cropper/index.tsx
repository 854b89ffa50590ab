import { UploadOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Image, Row, Segmented, Slider, Space, Typography, Upload } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '../DemoCard.tsx';
import { cropToDataUrl, loadImage } from './crop.ts';

const ASPECTS = { '1:1': 1, '4:3': 4 / 3, '16:9': 16 / 9 } as const;
type AspectKey = keyof typeof ASPECTS;

/** Image-cropper demo (menu cropper): pick an image, crop, zoom and rotate it, preview and download the result. */
export default function CropperDemo() {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [aspect, setAspect] = useState<AspectKey>('1:1');
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const onComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  useEffect(() => {
    if (!url || !area) return;
    let live = true;
    void loadImage(url).then((image) => {
      if (live) setPreview(cropToDataUrl(image, area, rotation));
    });
    return () => {
      live = false;
    };
  }, [url, area, rotation]);

  const download = () => {
    if (!preview) return;
    const link = document.createElement('a');
    link.href = preview;
    link.download = 'cropped.png';
    link.click();
  };

  return (
    <DemoCard title={t('demo.cropper.title')} hint={t('demo.cropper.hint')} testId="demo-cropper">
      <Space wrap style={{ marginBottom: 12 }}>
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          beforeUpload={(file) => {
            setUrl(URL.createObjectURL(file));
            setZoom(1);
            setRotation(0);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="cropper-pick">
            {t('demo.cropper.pick')}
          </Button>
        </Upload>
        <Segmented options={Object.keys(ASPECTS)} value={aspect} onChange={(v) => setAspect(v as AspectKey)} />
        <Button type="primary" disabled={!preview} onClick={download} data-testid="cropper-download">
          {t('demo.cropper.download')}
        </Button>
      </Space>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <div style={{ position: 'relative', height: 360, background: '#333' }}>
            {url ? (
              <Cropper
                image={url}
                crop={crop}
                zoom={zoom}
                rotation={rotation}
                aspect={ASPECTS[aspect]}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onRotationChange={setRotation}
                onCropComplete={onComplete}
              />
            ) : (
              <Empty style={{ paddingTop: 120 }} description={t('demo.cropper.empty')} />
            )}
          </div>
          <Typography.Text>{t('demo.cropper.zoom')}</Typography.Text>
          <Slider min={1} max={4} step={0.05} value={zoom} onChange={setZoom} disabled={!url} />
          <Typography.Text>{t('demo.cropper.rotate')}</Typography.Text>
          <Slider min={-180} max={180} value={rotation} onChange={setRotation} disabled={!url} />
        </Col>
        <Col xs={24} lg={10}>
          <Typography.Title level={5}>{t('demo.cropper.preview')}</Typography.Title>
          {preview ? (
            <Image src={preview} style={{ maxWidth: '100%', maxHeight: 320 }} data-testid="cropper-preview" />
          ) : (
            <Empty description={t('demo.cropper.empty')} />
          )}
        </Col>
      </Row>
    </DemoCard>
  );
}
