import { useIntl } from 'react-intl';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { Say, type HelpArticle } from './common';
import { sizeGuideMessages as m } from './size-guide.messages';

/** /size-guide */
export const sizeGuide: HelpArticle = {
  intro: <Say message={m.intro} />,
  body: <SizeTables />,
};

function SizeTables() {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <h2>{t(m.clothing)}</h2>
      <TableWrap>
        <Table aria-label={t(m.clothingTable)}>
          <thead>
            <tr>
              <th scope="col">{t(m.size)}</th>
              <th scope="col" className="num">
                {t(m.chest)}
              </th>
              <th scope="col" className="num">
                {t(m.waist)}
              </th>
              <th scope="col" className="num">
                {t(m.hips)}
              </th>
            </tr>
          </thead>
          <tbody>
            {[
              ['S', '86–91', '71–76', '89–94'],
              ['M', '96–101', '81–86', '99–104'],
              ['L', '106–111', '91–96', '109–114'],
              ['XL', '116–121', '101–106', '119–124'],
              ['XXL', '126–131', '111–116', '129–134'],
            ].map(([size, ...cells]) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {cells.map((cell, index) => (
                  <td key={index} className="num">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <h2>{t(m.shoes)}</h2>
      <TableWrap>
        <Table aria-label={t(m.shoesTable)}>
          <thead>
            <tr>
              <th scope="col">EU</th>
              <th scope="col">UK</th>
              <th scope="col">{t(m.usMen)}</th>
              <th scope="col" className="num">
                {t(m.footLength)}
              </th>
            </tr>
          </thead>
          <tbody>
            {[
              ['40', '6.5', '7', '25.0'],
              ['41', '7', '8', '25.7'],
              ['42', '8', '9', '26.3'],
              ['43', '9', '10', '27.0'],
              ['44', '9.5', '10.5', '27.7'],
              ['45', '10.5', '11.5', '28.3'],
            ].map(([eu, uk, us, length]) => (
              <tr key={eu}>
                <th scope="row">{eu}</th>
                <td>{uk}</td>
                <td>{us}</td>
                <td className="num">{length}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </>
  );
}
