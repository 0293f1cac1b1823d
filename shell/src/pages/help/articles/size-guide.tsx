import { Table, TableWrap } from 'shared-contracts/ui/table';
import type { HelpArticle } from './common';

/** /size-guide */
export const sizeGuide: HelpArticle = {
  intro:
    'Measure yourself over light clothing and compare with the tables. Between two sizes, take the larger.',
  body: (
    <>
      <h2>Clothing</h2>
      <TableWrap>
        <Table aria-label="Clothing sizes in centimetres">
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col" className="num">
                Chest (cm)
              </th>
              <th scope="col" className="num">
                Waist (cm)
              </th>
              <th scope="col" className="num">
                Hips (cm)
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
      <h2>Shoes</h2>
      <TableWrap>
        <Table aria-label="Shoe sizes">
          <thead>
            <tr>
              <th scope="col">EU</th>
              <th scope="col">UK</th>
              <th scope="col">US (men)</th>
              <th scope="col" className="num">
                Foot length (cm)
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
  ),
};
