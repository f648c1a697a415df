// The app's one dayjs, speaking its language. The build resolves every `import … from 'dayjs'` (the
// screens', and antd's date pickers') to this module, so the Turkish locale (month names, Monday first) is
// set wherever dayjs loads, and a screen without dates downloads neither (vite.config.ts).
import dayjs from 'dayjs/esm/index.js';
import 'dayjs/esm/locale/tr.js';
import i18n from 'i18next';

/** Turkish, or English for the other languages (dayjs has no partial locales). */
const follow = (language: string | undefined) => dayjs.locale(!language || language === 'tr' ? 'tr' : 'en');
follow(i18n.language);
i18n.on('languageChanged', follow);

export default dayjs;
