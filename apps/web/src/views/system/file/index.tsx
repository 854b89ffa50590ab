import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Image, Input, Modal, Popconfirm, Space, Table, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../api/resource.ts';
import { type FilePageQuery, type SysFile, sysFileApi } from '../../../api/sysFile.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { useDatePresets } from '../../../components/resource/datePresets.ts';
import { canPreview, FilePreview } from './FilePreview.tsx';

const TIME = 'YYYY-MM-DD HH:mm:ss';
const IMAGE_TYPES = new Set(['jpg', 'png', 'gif', 'webp']);

interface SearchValues {
  fileName?: string;
  suffix?: string;
  time?: [Dayjs | null, Dayjs | null] | null;
}

/** Files (menu sysFile, component /system/file/index): list, search, upload, preview, download, rename, delete. */
export default function SysFilePage() {
  const { t } = useTranslation();
  const datePresets = useDatePresets();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SearchValues>();
  const [query, setQuery] = useState<FilePageQuery>({ page: 1, pageSize: 20 });
  const [previewing, setPreviewing] = useState<SysFile | null>(null);
  const [renaming, setRenaming] = useState<SysFile | null>(null);
  const [renameForm] = Form.useForm<{ fileName: string }>();

  const { data, isFetching } = useQuery({
    queryKey: ['sysFile', 'page', query],
    queryFn: () => sysFileApi.page(query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['sysFile'] });

  const search = (values: SearchValues) => {
    const [start, end] = values.time ?? [];
    setQuery({
      page: 1,
      pageSize: query.pageSize,
      fileName: values.fileName?.trim() || undefined,
      suffix: values.suffix?.trim() || undefined,
      startTime: start ? start.format(TIME) : undefined,
      endTime: end ? end.format(TIME) : undefined,
    });
  };

  const download = async (file: SysFile) =>
    saveFile(await sysFileApi.download(file.id, `${file.fileName}${file.suffix}`));

  const remove = async (file: SysFile) => {
    await sysFileApi.delete(file.id);
    void message.success(t('sysFile.deleted'));
    await refresh();
  };

  const rename = async () => {
    const { fileName } = await renameForm.validateFields();
    if (!renaming) return;
    await sysFileApi.update(renaming.id, fileName);
    void message.success(t('sysFile.renamed'));
    setRenaming(null);
    await refresh();
  };

  return (
    <div className="pf-file-page" data-testid="file-page">
      <Card size="small" style={{ marginBottom: 8 }}>
        <Form form={form} layout="inline" onFinish={search}>
          <Form.Item name="fileName" label={t('sysFile.fileName')}>
            <Input allowClear placeholder={t('sysFile.fileName')} />
          </Form.Item>
          <Form.Item name="suffix" label={t('sysFile.suffix')}>
            <Input allowClear placeholder={t('sysFile.suffix')} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="time" label={t('sysFile.time')}>
            <DatePicker.RangePicker
              showTime
              presets={datePresets}
              placeholder={[t('sysFile.startTime'), t('sysFile.endTime')]}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Auth value="sysFile:page">
                <Button type="primary" htmlType="submit">
                  {t('sysFile.search')}
                </Button>
              </Auth>
              <Button
                onClick={() => {
                  form.resetFields();
                  search({});
                }}
              >
                {t('sysFile.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <Space style={{ marginBottom: 8 }}>
          <Auth value="sysFile:uploadFile">
            <Upload
              multiple
              showUploadList={false}
              customRequest={({ file, onSuccess, onError }) => {
                sysFileApi
                  .uploadFile(file as File)
                  .then((saved) => {
                    onSuccess?.(saved);
                    void message.success(t('sysFile.uploaded', { name: `${saved.fileName}${saved.suffix}` }));
                    void refresh();
                  })
                  .catch((error: Error) => onError?.(error));
              }}
            >
              <Button type="primary" icon={<UploadOutlined />} data-testid="file-upload">
                {t('sysFile.upload')}
              </Button>
            </Upload>
          </Auth>
        </Space>
        <Table<SysFile>
          rowKey="id"
          size="small"
          loading={isFetching}
          dataSource={data?.items ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
          }}
          columns={[
            {
              title: t('sysFile.thumbnail'),
              key: 'thumbnail',
              width: 70,
              render: (_: unknown, file) =>
                IMAGE_TYPES.has(file.fileType) ? (
                  <Image src={file.url} width={40} height={40} style={{ objectFit: 'cover' }} />
                ) : null,
            },
            {
              title: t('sysFile.fileName'),
              dataIndex: 'fileName',
              render: (_: unknown, file) => `${file.fileName}${file.suffix}`,
            },
            { title: t('sysFile.suffix'), dataIndex: 'suffix', width: 90 },
            { title: t('sysFile.size'), dataIndex: 'sizeInfo', width: 100 },
            { title: t('sysFile.folder'), dataIndex: 'folder', width: 120 },
            { title: t('sysFile.uploader'), dataIndex: 'createUserName', width: 120 },
            { title: t('sysFile.time'), dataIndex: 'createTime', width: 170 },
            {
              title: t('sysFile.actions'),
              key: 'actions',
              fixed: 'right',
              width: 280,
              render: (_: unknown, file) => (
                <Space size={0} wrap>
                  {canPreview(file) ? (
                    <Auth value="sysFile:downloadFile">
                      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreviewing(file)}>
                        {t('sysFile.preview')}
                      </Button>
                    </Auth>
                  ) : null}
                  <Auth value="sysFile:downloadFile">
                    <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void download(file)}>
                      {t('sysFile.download')}
                    </Button>
                  </Auth>
                  <Auth value="sysFile:update">
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => {
                        renameForm.setFieldsValue({ fileName: file.fileName });
                        setRenaming(file);
                      }}
                    >
                      {t('sysFile.rename')}
                    </Button>
                  </Auth>
                  <Auth value="sysFile:delete">
                    <Popconfirm
                      title={t('sysFile.confirmDelete', { name: `${file.fileName}${file.suffix}` })}
                      onConfirm={() => remove(file)}
                    >
                      <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                        {t('sysFile.delete')}
                      </Button>
                    </Popconfirm>
                  </Auth>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <FilePreview file={previewing} onClose={() => setPreviewing(null)} />
      <Modal
        open={!!renaming}
        title={t('sysFile.rename')}
        onCancel={() => setRenaming(null)}
        onOk={() => void rename()}
        destroyOnHidden
      >
        <Form form={renameForm} layout="vertical">
          <Form.Item
            name="fileName"
            label={t('sysFile.newName')}
            rules={[{ required: true, whitespace: true, message: t('sysFile.nameRequired') }]}
          >
            <Input maxLength={100} suffix={renaming?.suffix} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
