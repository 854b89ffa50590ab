import { App, Button, Col, Input, QRCode, Row, Slider, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '../DemoCard.tsx';
import { decodeQr, decodeQrFile } from './decode.ts';

/** How often a camera frame is read while scanning. */
const SCAN_EVERY_MS = 250;

/**
 * QR code demo (menu qrcode): make a QR code from a text (antd QRCode) and download it; read a QR
 * code from an image or from the camera (jsQR on the picture's pixels).
 */
export default function QrCodeDemo() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState(() => t('demo.qrcode.defaultText'));
  const [size, setSize] = useState(200);
  const [result, setResult] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);

  const download = () => {
    const canvas = box.current?.querySelector('canvas');
    if (!canvas) return;
    const link = document.createElement('a');
    link.href = canvas.toDataURL('image/png');
    link.download = 'qrcode.png';
    link.click();
  };

  const readFile = async (file: Blob) => {
    const found = await decodeQrFile(file).catch(() => null);
    setResult(found);
    if (found === null) void message.warning(t('demo.qrcode.notFound'));
  };

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        timer = setInterval(() => {
          const v = video.current;
          const found = v ? decodeQr(v, v.videoWidth, v.videoHeight) : null;
          if (found !== null) {
            setResult(found);
            setScanning(false);
          }
        }, SCAN_EVERY_MS);
      })
      .catch(() => {
        void message.error(t('demo.qrcode.cameraDenied'));
        setScanning(false);
      });
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning, message, t]);

  return (
    <DemoCard title={t('demo.qrcode.title')} hint={t('demo.qrcode.hint')} testId="demo-qrcode">
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text>{t('demo.qrcode.text')}</Typography.Text>
            <Input.TextArea
              rows={3}
              maxLength={500}
              value={text}
              onChange={(e) => setText(e.target.value)}
              data-testid="qrcode-text"
            />
            <Typography.Text>{t('demo.qrcode.size')}</Typography.Text>
            <Slider min={120} max={320} step={20} value={size} onChange={setSize} />
            <div ref={box} data-testid="qrcode-image">
              <QRCode value={text || ' '} size={size} type="canvas" bgColor="#fff" />
            </div>
            <Button onClick={download} data-testid="qrcode-download">
              {t('demo.qrcode.download')}
            </Button>
          </Space>
        </Col>
        <Col xs={24} lg={12}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <Upload
                accept="image/*"
                showUploadList={false}
                beforeUpload={(file) => {
                  void readFile(file);
                  return false;
                }}
              >
                <Button data-testid="qrcode-scan-image">{t('demo.qrcode.scanImage')}</Button>
              </Upload>
              <Button onClick={() => setScanning(!scanning)} data-testid="qrcode-scan-camera">
                {scanning ? t('demo.qrcode.stopCamera') : t('demo.qrcode.scanCamera')}
              </Button>
            </Space>
            {scanning ? <video ref={video} muted playsInline style={{ width: '100%', maxWidth: 420 }} /> : null}
            <Typography.Text strong>{t('demo.qrcode.result')}</Typography.Text>
            <Typography.Paragraph copyable={!!result} data-testid="qrcode-result">
              {result ?? '—'}
            </Typography.Paragraph>
          </Space>
        </Col>
      </Row>
    </DemoCard>
  );
}
