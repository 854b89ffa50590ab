import type { Language } from '@printfloor/contract';

const TEXT: Record<Language, { title: string; user: string; password: string; submit: string; failed: string }> = {
  'zh-CN': {
    title: 'PrintFloor 接口文档登录',
    user: '账号',
    password: '密码',
    submit: '登录',
    failed: '账号或密码不正确，或该账号无权查看接口文档',
  },
  en: {
    title: 'PrintFloor API documentation login',
    user: 'Account',
    password: 'Password',
    submit: 'Log in',
    failed: 'Wrong account or password, or this account may not view the API documentation',
  },
  'zh-TW': {
    title: 'PrintFloor 介面文件登入',
    user: '帳號',
    password: '密碼',
    submit: '登入',
    failed: '帳號或密碼不正確，或該帳號無權檢視介面文件',
  },
  'pt-BR': {
    title: 'Login da documentação da API PrintFloor',
    user: 'Conta',
    password: 'Senha',
    submit: 'Entrar',
    failed: 'Conta ou senha incorreta, ou esta conta não pode ver a documentação da API',
  },
};

/** The small form /swagger shows without a valid Swagger cookie; it posts to /swagger/submitUrl and reloads. */
export function swaggerLoginPage(lang: Language): string {
  const t = TEXT[lang];
  const htmlLang = lang === 'en' ? 'en' : lang;
  return `<!doctype html>
<html lang="${htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6fb; display: flex; align-items: center; justify-content: center; min-height: 100vh; margin: 0; }
  form { background: #fff; padding: 32px; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); width: 320px; }
  h1 { font-size: 18px; margin: 0 0 20px; color: #303133; }
  label { display: block; font-size: 14px; color: #606266; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 8px 10px; border: 1px solid #dcdfe6; border-radius: 4px; font-size: 14px; }
  button { margin-top: 20px; width: 100%; padding: 9px; border: 0; border-radius: 4px; background: #4e88f3; color: #fff; font-size: 14px; cursor: pointer; }
  #error { color: #f56c6c; font-size: 13px; min-height: 18px; margin-top: 12px; }
</style>
</head>
<body>
<form id="login" autocomplete="on">
  <h1>${t.title}</h1>
  <label for="UserName">${t.user}</label>
  <input id="UserName" name="UserName" autocomplete="username" required maxlength="64">
  <label for="Password">${t.password}</label>
  <input id="Password" name="Password" type="password" autocomplete="current-password" required maxlength="128">
  <button type="submit">${t.submit}</button>
  <div id="error" role="alert"></div>
</form>
<script>
  document.getElementById('login').addEventListener('submit', async function (event) {
    event.preventDefault();
    var error = document.getElementById('error');
    error.textContent = '';
    try {
      var res = await fetch('/swagger/submitUrl', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(new FormData(event.target)).toString(),
        credentials: 'same-origin'
      });
      if ((await res.text()).trim() === '200') { location.reload(); return; }
    } catch (e) {}
    error.textContent = ${JSON.stringify(t.failed)};
  });
</script>
</body>
</html>`;
}
