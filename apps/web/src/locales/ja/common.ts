import type { DeepPartial } from '../messages';
import type { common as tr } from '../tr/common';

export const common: DeepPartial<typeof tr> = {
  app: {
    name: 'Site Management',
    tagline: '集合住宅・団地管理システム',
  },
  common: {
    save: '保存',
    cancel: 'キャンセル',
    yes: 'はい',
    no: 'いいえ',
    ok: 'OK',
    retry: '再試行',
    reload: '再読み込み',
    back: '戻る',
    loading: '読み込み中…',
    confirm: 'よろしいですか？',
    confirmDelete: '削除してもよろしいですか？',
    saved: '保存しました',
    error: 'エラー！',
    goHome: 'ホームに戻る',
    create: '新規',
    edit: '編集',
    show: '詳細',
  },
  languages: { tr: 'Türkçe', en: 'English', zh: '中文', es: 'Español', ja: '日本語', de: 'Deutsch', fr: 'Français' },
};
