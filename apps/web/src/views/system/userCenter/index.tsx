import { UserOutlined } from '@ant-design/icons';
import { baseInfoSchema, changePwdFormSchema } from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Tabs, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysUserApi, userKeys } from '../../../api/sysUser.ts';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { imageProblem } from '../../../components/resource/ImageInput.tsx';
import { DateInput } from '../../../components/resource/inputs.tsx';
import { useLanguage } from '../../../components/resource/lang.ts';
import { validateWith, validInput } from '../../../components/resource/validation.ts';
import { useLiveValidation } from '../../../components/useLiveValidation.ts';
import { useUserInfo } from '../../../stores/userInfo.ts';
import { encryptWithServerKey } from '../../../utils/passwordCrypto.ts';
import { PasswordItem, SexItem } from '../shared/CommonFormItems.tsx';

const PROFILE_FIELDS = ['realName', 'nickName', 'phone', 'birthday', 'sex', 'email', 'signature', 'address'] as const;
const PASSWORD_FIELDS = ['passwordOld', 'passwordNew', 'passwordNew2'] as const;

/** The avatar with jpg/png ≤ 2 MB cropping, uploaded through sysFile/uploadAvatar. */
function AvatarUpload({ avatar, onUploaded }: { avatar: string | null; onUploaded: (url: string | null) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { auth } = useAuth();
  // Refused before cropping with its message; antd-img-crop then hands the file to the upload,
  // which drops it silently (one message, not two).
  const typeOk = (file: File) => {
    if (imageProblem(file) !== 'imageType') return true;
    void message.error(t('identity.center.avatarType'));
    return false;
  };
  return (
    <div style={{ textAlign: 'center' }} data-testid="user-center-avatar">
      <Avatar size={96} src={avatar || undefined} icon={<UserOutlined />} />
      {auth('sysFile:uploadAvatar') && (
        <div style={{ marginTop: 12 }}>
          <ImgCrop rotationSlider beforeCrop={typeOk}>
            <Upload
              accept=".jpg,.jpeg,.png"
              showUploadList={false}
              beforeUpload={(file) => {
                const problem = imageProblem(file);
                if (problem === 'imageSize') void message.error(t('identity.center.avatarSize'));
                return problem ? Upload.LIST_IGNORE : true;
              }}
              customRequest={async ({ file, onSuccess, onError }) => {
                try {
                  const blob = file as File;
                  const result = await sysUserApi.uploadAvatar(blob, blob.name || 'avatar.png');
                  onUploaded(result?.url ?? null);
                  void message.success(t('identity.center.avatarSaved'));
                  onSuccess?.(result);
                } catch (error) {
                  onError?.(error as Error);
                }
              }}
            >
              <Button size="small">{t('identity.center.changeAvatar')}</Button>
            </Upload>
          </ImgCrop>
        </div>
      )}
    </div>
  );
}

/** User center (menu sysUserCenter, component /system/userCenter/index): own profile, avatar, password. */
export default function UserCenterPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const { auth } = useAuth();
  const queryClient = useQueryClient();
  const userInfos = useUserInfo((s) => s.userInfos);
  const setUserInfos = useUserInfo((s) => s.setUserInfos);
  const [profileForm] = Form.useForm();
  const [passwordForm] = Form.useForm();
  const [busy, setBusy] = useState<'profile' | 'password' | null>(null);
  const baseInfo = useQuery({
    queryKey: userKeys.other('baseInfo'),
    queryFn: () => sysUserApi.baseInfo(),
    enabled: auth('sysUser:baseInfo'),
  });

  useEffect(() => {
    if (baseInfo.data) profileForm.setFieldsValue(baseInfo.data);
  }, [baseInfo.data, profileForm]);

  const profileLabels: Record<string, string> = {
    realName: t('identity.user.realName'),
    nickName: t('identity.user.nickName'),
    phone: t('identity.user.phone'),
    birthday: t('identity.user.birthday'),
    email: t('identity.user.email'),
    signature: t('identity.center.signature'),
    address: t('identity.user.address'),
  };
  const passwordLabels: Record<string, string> = {
    passwordOld: t('identity.center.passwordOld'),
    passwordNew: t('identity.center.passwordNew'),
    passwordNew2: t('identity.center.passwordNew2'),
  };

  const profileBody = () => {
    const values = profileForm.getFieldsValue(true) as Record<string, unknown>;
    return Object.fromEntries(PROFILE_FIELDS.map((k) => [k, values[k] ?? null]));
  };
  const passwordBody = () => {
    const values = passwordForm.getFieldsValue(true) as Record<string, string | undefined>;
    return Object.fromEntries(PASSWORD_FIELDS.map((k) => [k, values[k] ?? '']));
  };
  const profileLive = useLiveValidation(profileForm, PROFILE_FIELDS, () =>
    validateWith(baseInfoSchema, profileBody(), lang, (k) => profileLabels[k]),
  );
  const passwordLive = useLiveValidation(passwordForm, PASSWORD_FIELDS, () =>
    validateWith(changePwdFormSchema, passwordBody(), lang, (k) => passwordLabels[k]),
  );

  const saveProfile = async () => {
    const body = validInput(baseInfoSchema, profileBody());
    if (Object.keys(profileLive.check()).length || !body) return;
    setBusy('profile');
    try {
      await sysUserApi.saveBaseInfo(body);
      void message.success(t('identity.center.saved'));
      if (userInfos) setUserInfos({ ...userInfos, realName: String(body.realName), phone: body.phone as string });
      await queryClient.invalidateQueries({ queryKey: userKeys.other('baseInfo') });
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(null);
    }
  };

  const changePassword = async () => {
    const body = passwordBody();
    if (Object.keys(passwordLive.check()).length) return;
    setBusy('password');
    try {
      await sysUserApi.changePwd({
        passwordOld: await encryptWithServerKey(String(body.passwordOld)),
        passwordNew: await encryptWithServerKey(String(body.passwordNew)),
        passwordNew2: await encryptWithServerKey(String(body.passwordNew2)),
      });
      void message.success(t('identity.center.passwordChanged'));
      passwordForm.resetFields();
      passwordLive.reset();
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(null);
    }
  };

  const info = baseInfo.data;
  return (
    <div className="pf-resource-page" data-testid="user-center-page">
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Card size="small">
            <AvatarUpload
              avatar={info?.avatar ?? userInfos?.avatar ?? null}
              onUploaded={(url) => {
                if (url && userInfos) setUserInfos({ ...userInfos, avatar: url });
                void queryClient.invalidateQueries({ queryKey: userKeys.other('baseInfo') });
              }}
            />
            <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
              <Descriptions.Item label={t('identity.user.account')}>
                {info?.account ?? userInfos?.account}
              </Descriptions.Item>
              <Descriptions.Item label={t('identity.user.realName')}>
                {info?.realName ?? userInfos?.realName}
              </Descriptions.Item>
              <Descriptions.Item label={t('identity.user.org')}>
                {info?.orgName ?? userInfos?.orgName}
              </Descriptions.Item>
              <Descriptions.Item label={t('identity.user.pos')}>
                {info?.posName ?? userInfos?.posName}
              </Descriptions.Item>
              <Descriptions.Item label={t('identity.user.roles')}>{info?.roleName}</Descriptions.Item>
              <Descriptions.Item label={t('identity.center.signature')}>{info?.signature}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <Card size="small">
            <Tabs
              items={[
                ...(auth('sysUser:baseInfo')
                  ? [
                      {
                        key: 'profile',
                        label: t('identity.center.profile'),
                        children: (
                          <Form
                            form={profileForm}
                            layout="vertical"
                            data-testid="user-center-profile"
                            onValuesChange={profileLive.onValuesChange}
                          >
                            <Row gutter={16}>
                              <Col span={12}>
                                <Form.Item name="realName" label={profileLabels.realName} required>
                                  <Input />
                                </Form.Item>
                              </Col>
                              <Col span={12}>
                                <Form.Item name="nickName" label={profileLabels.nickName}>
                                  <Input />
                                </Form.Item>
                              </Col>
                              <Col span={12}>
                                <Form.Item name="phone" label={profileLabels.phone} required>
                                  <Input />
                                </Form.Item>
                              </Col>
                              <Col span={12}>
                                <Form.Item name="birthday" label={profileLabels.birthday} required>
                                  <DateInput />
                                </Form.Item>
                              </Col>
                              <SexItem />
                              <Col span={12}>
                                <Form.Item name="email" label={profileLabels.email}>
                                  <Input />
                                </Form.Item>
                              </Col>
                              <Col span={24}>
                                <Form.Item name="signature" label={profileLabels.signature}>
                                  <Input.TextArea rows={2} />
                                </Form.Item>
                              </Col>
                              <Col span={24}>
                                <Form.Item name="address" label={profileLabels.address}>
                                  <Input />
                                </Form.Item>
                              </Col>
                            </Row>
                            <Button type="primary" loading={busy === 'profile'} onClick={saveProfile}>
                              {t('identity.center.save')}
                            </Button>
                          </Form>
                        ),
                      },
                    ]
                  : []),
                ...(auth('sysUser:changePwd')
                  ? [
                      {
                        key: 'password',
                        label: t('identity.center.security'),
                        children: (
                          <Form
                            form={passwordForm}
                            layout="vertical"
                            style={{ maxWidth: 420 }}
                            data-testid="user-center-password"
                            onValuesChange={passwordLive.onValuesChange}
                          >
                            {PASSWORD_FIELDS.map((k) => (
                              <PasswordItem key={k} name={k} label={passwordLabels[k]} current={k === 'passwordOld'} />
                            ))}
                            <Button type="primary" loading={busy === 'password'} onClick={changePassword}>
                              {t('identity.center.changePassword')}
                            </Button>
                          </Form>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
