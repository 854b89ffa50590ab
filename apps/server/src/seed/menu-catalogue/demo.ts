import { type MenuNode, ourId } from './types.ts';

/**
 * Demo and utility pages of the shell (shell-reference §17) for platform admins:
 * the set spec §2 keeps. No server calls, hence no buttons.
 */
function page(item: number, name: string, path: string, icon: string, extra: Partial<MenuNode> = {}): MenuNode {
  return { id: ourId(50, item), name, path, component: `${path}/index`, icon, orderNo: item * 10, ...extra };
}

export const DEMO_MENUS: readonly MenuNode[] = [
  {
    id: ourId(50),
    name: 'demo',
    path: '/demo',
    icon: 'antd:ExperimentOutlined',
    areas: ['admin'],
    orderNo: 2000,
    children: [
      page(1, 'clipboard', '/fun/clipboard', 'antd:CopyOutlined'),
      page(2, 'countup', '/fun/countup', 'antd:FieldNumberOutlined'),
      page(3, 'cropper', '/fun/cropper', 'antd:ScissorOutlined'),
      page(4, 'echartsMap', '/fun/echartsMap', 'antd:GlobalOutlined'),
      page(5, 'gridLayout', '/fun/gridLayout', 'antd:LayoutOutlined'),
      page(6, 'qrcode', '/fun/qrcode', 'antd:QrcodeOutlined'),
      page(7, 'splitpanes', '/fun/splitpanes', 'antd:SplitCellsOutlined'),
      page(8, 'tagsView', '/fun/tagsView', 'antd:TagsOutlined'),
      page(9, 'workflow', '/pages/workflow', 'antd:ApartmentOutlined'),
      page(10, 'tableDemo', '/make/tableDemo', 'antd:TableOutlined'),
      page(11, 'formRules', '/pages/formRules', 'antd:FormOutlined'),
      {
        id: ourId(50, 20),
        name: 'limits',
        path: '/limits',
        icon: 'antd:LockOutlined',
        orderNo: 200,
        children: [
          page(21, 'limitsBackEndPage', '/limits/backEnd/page', 'antd:SafetyOutlined'),
          page(22, 'limitsFrontEndBtn', '/limits/frontEnd/btn', 'antd:SafetyOutlined'),
          page(23, 'limitsFrontEndPage', '/limits/frontEnd/page', 'antd:SafetyOutlined'),
        ],
      },
      {
        id: ourId(50, 30),
        name: 'menuDemo',
        path: '/menu',
        icon: 'antd:MenuOutlined',
        orderNo: 300,
        children: [
          {
            id: ourId(50, 31),
            name: 'menu1',
            path: '/menu/menu1',
            icon: 'antd:MenuOutlined',
            orderNo: 10,
            children: [
              page(32, 'menu11', '/menu/menu1/menu11', 'antd:MenuOutlined'),
              {
                id: ourId(50, 33),
                name: 'menu12',
                path: '/menu/menu1/menu12',
                icon: 'antd:MenuOutlined',
                orderNo: 20,
                children: [
                  page(34, 'menu121', '/menu/menu1/menu12/menu121', 'antd:MenuOutlined'),
                  page(35, 'menu122', '/menu/menu1/menu12/menu122', 'antd:MenuOutlined'),
                ],
              },
              page(36, 'menu13', '/menu/menu1/menu13', 'antd:MenuOutlined'),
            ],
          },
          page(37, 'menu2', '/menu/menu2', 'antd:MenuOutlined'),
        ],
      },
    ],
  },
];
