import type { adminAds as tr } from '../tr/adminAds';

/** English messages of Admin › Adverts and Statistics. */
export const adminAds: typeof tr = {
  admin: {
    ads: {
      search: 'Search the title',
      fields: {
        title: 'Title',
        image_file: 'Image',
        link_url: 'Link',
        target_type: 'Target',
        customer_ids: 'Customers',
        cluster_ids: 'Complexes',
        target_names: 'Targeted',
        starts_on: 'Start',
        ends_on: 'End',
        is_active: 'Active',
        click_count: 'Clicks',
        created_at: 'Created',
      },
      targetTypes: { all: 'All users', customers: 'Chosen customers', clusters: 'Chosen complexes' },
      image: {
        upload: 'Upload image',
        replace: 'Replace image',
        remove: 'Remove image',
        hint: 'PNG, JPEG or WEBP; up to 2 MB.',
        preview: 'Advert image',
      },
      linkHint: 'An address starting with http:// or https://.',
    },
    adClicks: {
      title: 'Clicks',
      empty: 'No clicks yet.',
      showInactive: 'Show the ones not counted',
      fields: {
        user_name: 'User',
        resident_name: 'Resident',
        cluster_name: 'Complex',
        created_at: 'Click time',
        is_active: 'Counted',
      },
      countOut: 'Do not count',
      countIn: 'Count',
    },
    statistics: {
      range: 'Date range',
      web: {
        notConfigured: 'Web statistics are not configured: set MATOMO_URL, MATOMO_SITE_ID and MATOMO_READONLY_TOKEN.',
        visits: 'Visits',
        users: 'Unique visitors',
        pageviews: 'Page views',
        chart: 'Visits and unique visitors per day',
        topPages: 'Most visited pages',
        page: 'Page',
        hits: 'Views',
        empty: 'No visits in this range.',
      },
      mobile: {
        activeDevices: 'Active devices (last 30 days)',
        activeUsers: 'Active users (last 30 days)',
        mobileUsers: 'Users who signed in on mobile',
        residentUsers: 'Users linked to a resident',
        signIns: 'Mobile sign-ins per day',
        signInCount: 'Sign-ins',
        platforms: 'Platforms',
        platform: 'Platform',
        count: 'Sign-ins',
        empty: 'No mobile sign-ins in this range.',
      },
    },
  },
};
