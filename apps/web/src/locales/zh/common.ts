import type { DeepPartial } from '../messages';
import type { common as tr } from '../tr/common';

export const common: DeepPartial<typeof tr> = {
  app: {
    name: 'Site Management',
    tagline: '住宅小区及综合楼宇物业管理系统',
  },
  common: {
    save: '保存',
    cancel: '取消',
    yes: '是',
    no: '否',
    ok: '确定',
    retry: '重试',
    reload: '刷新',
    back: '返回',
    loading: '加载中…',
    confirm: '您确定吗？',
    confirmDelete: '确定要删除吗？',
    saved: '已保存',
    error: '错误！',
    goHome: '返回首页',
    create: '新建',
    edit: '编辑',
    show: '详情',
  },
  languages: { tr: 'Türkçe', en: 'English', zh: '中文', es: 'Español', ja: '日本語', de: 'Deutsch', fr: 'Français' },
};
