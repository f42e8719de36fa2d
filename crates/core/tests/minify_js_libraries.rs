//! Real libraries from npm (`tests/npm`, see `common`) through full minification: the output parses (oxc and
//! Node), is much smaller, and — where the library runs in Node — behaves the same: a Node script calls the
//! original and the minified build and the JSON of the results must be identical.

mod common;

use common::{library, node_modules};
use penknife_core::minify::MinifyWarning;
use penknife_core::minify::js::{JsMinifyOptions, minify_js};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh directory for one library's files.
fn work_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("penknife-minify-js-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn node(args: &[&str]) -> String {
    let out = Command::new("node")
        .args(args)
        .env("NODE_PATH", node_modules())
        // react resolves to its production build, matching the react-dom production fixtures.
        .env("NODE_ENV", "production")
        .output()
        .expect("node is on PATH (Node 20)");
    assert!(out.status.success(), "node {args:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The option sets every library goes through: full minification, the web page's defaults, and those with
/// Remove Debug Statements (the library's own `console` calls go; what the exercise prints must not change).
fn option_sets() -> [(&'static str, JsMinifyOptions); 3] {
    let web = JsMinifyOptions::default();
    [
        ("full", JsMinifyOptions::smallest()),
        ("web", web),
        ("web-debug", JsMinifyOptions { remove_debug_statements: true, ..web }),
    ]
}

/// Minifies `path` with each of [`option_sets`], checks every output parses (oxc's own check and
/// `node --check`) and returns the original file, the minified files (in that order) and the full output's ratio.
fn minify_library(name: &str, path: &str, extension: &str) -> (PathBuf, Vec<PathBuf>, f64) {
    let source = library(path);
    let dir = work_dir(name);
    let original = dir.join(format!("original.{extension}"));
    std::fs::write(&original, &source).expect("write original");
    let mut written = Vec::new();
    let mut ratio = 1.0;
    for (label, options) in option_sets() {
        let minified = minify_js(&source, &options).unwrap_or_else(|e| panic!("{name} ({label}) failed: {e}"));
        assert!(
            !minified.warnings.contains(&MinifyWarning::SyntaxCheck),
            "{name} ({label}): the output does not parse again"
        );
        assert!(minified.stats.minified_size < minified.stats.original_size, "{name} ({label}) grew");
        let file = dir.join(format!("{label}.{extension}"));
        std::fs::write(&file, &minified.output).expect("write minified");
        node(&["--check", file.to_str().expect("UTF-8 path")]);
        let s = minified.stats;
        eprintln!(
            "{name} ({label}): {} → {} bytes ({}% smaller), warnings {:?}",
            s.original_size, s.minified_size, s.reduction_percent, minified.warnings
        );
        if label == "full" {
            ratio = s.minified_size as f64 / s.original_size as f64;
        }
        written.push(file);
    }
    (original, written, ratio)
}

/// All the files to exercise: the original first, then the minified ones.
fn builds<'a>(original: &'a Path, minified: &'a [PathBuf]) -> Vec<&'a Path> {
    std::iter::once(original).chain(minified.iter().map(PathBuf::as_path)).collect()
}

/// Runs `script` (which reads the library path from `process.argv[2]`) on each build; all must print the same.
fn assert_same_behaviour(name: &str, script: &str, builds: &[&Path]) {
    let dir = work_dir(name);
    let script_file = dir.join("exercise.js");
    std::fs::write(&script_file, script).expect("write script");
    let results: Vec<String> = builds
        .iter()
        .map(|build| node(&[script_file.to_str().expect("UTF-8"), build.to_str().expect("UTF-8")]))
        .collect();
    assert!(results[0].len() > 50, "{name}: the exercise printed too little: {}", results[0]);
    for (build, result) in builds.iter().zip(&results).skip(1) {
        assert_eq!(result, &results[0], "{name}: {} behaves differently from the original", build.display());
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn lodash_minifies_much_smaller_and_behaves_the_same() {
    let (original, minified, ratio) = minify_library("lodash", "lodash/lodash.js", "js");
    assert!(ratio < 0.2, "lodash: full minification kept {:.0}%", ratio * 100.0);
    let script = r#"
const _ = require(process.argv[2]);
const users = [{ user: 'fred', age: 48 }, { user: 'barney', age: 36 }, { user: 'fred', age: 40 }];
console.log(JSON.stringify({
  chunk: _.chunk([1, 2, 3, 4, 5], 2),
  debounce: typeof _.debounce(() => {}, 10).cancel,
  template: _.template('hi <%= user %>!<% _.forEach(xs, function(x) { %><li><%- x %></li><% }); %>')({ user: 'fred', xs: ['<a>', 'b'] }),
  merge: _.merge({ a: [{ b: 2 }, { d: 4 }] }, { a: [{ c: 3 }, { e: 5 }] }),
  sortBy: _.sortBy(users, ['user', 'age']),
  groupBy: _.groupBy([6.1, 4.2, 6.3], Math.floor),
  words: [_.camelCase('Foo Bar'), _.kebabCase('fooBar'), _.snakeCase('Foo Bar'), _.startCase('--foo-bar--')],
  sets: [_.uniq([2, 1, 2]), _.difference([2, 1], [2, 3]), _.intersection([2, 1], [2, 3]), _.flattenDeep([1, [2, [3, [4]]]])],
  clone: _.cloneDeep({ a: [1, { b: new Date(0) }] }),
  equal: [_.isEqual({ a: [1, 2] }, { a: [1, 2] }), _.isEqual({ a: 1 }, { a: 2 })],
  curry: _.curry((a, b, c) => [a, b, c])(1)(2)(3),
  chain: _.chain(users).filter('age').map('user').uniq().value(),
  wrapper: _([1, 2, 3]).map(x => x * 2).reverse().value(),
  get: [_.get({ a: [{ b: { c: 3 } }] }, 'a[0].b.c'), _.set({}, 'x.y[1]', 5)],
  pick: _.pick({ a: 1, b: '2', c: 3 }, ['a', 'c']),
  range: [_.range(0, 20, 5), _.padStart('5', 3, '0'), _.escape('<a href="x">'), _.truncate('hi-diddly-ho there', { length: 10 })],
  memoize: (() => { const f = _.memoize(x => ({ x })); return f(1) === f(1); })(),
  version: _.VERSION,
}));
"#;
    assert_same_behaviour("lodash", script, &builds(&original, &minified));
}

#[test]
fn moment_minifies_much_smaller_and_behaves_the_same() {
    let (original, minified, ratio) = minify_library("moment", "moment/moment.js", "js");
    assert!(ratio < 0.4, "moment: full minification kept {:.0}%", ratio * 100.0);
    let script = r#"
const moment = require(process.argv[2]);
const m = moment.utc('2024-02-29T13:45:30Z');
console.log(JSON.stringify({
  format: m.format('dddd, MMMM Do YYYY, h:mm:ss a [Q]Q wo DDDD'),
  add: [m.clone().add(1, 'year').format(), m.clone().subtract(3, 'months').endOf('month').format()],
  diff: [moment.utc('2025-01-01').diff(m, 'days', true), moment.utc('2025-01-01').diff(m, 'months')],
  iso: m.toISOString(),
  startOf: m.clone().startOf('isoWeek').format(),
  from: m.from(moment.utc('2024-05-01')),
  duration: [moment.duration(90061000).humanize(), moment.duration('P1Y2M3DT4H5M6S').asHours()],
  strict: [moment('2024-13-01', 'YYYY-MM-DD', true).isValid(), moment.utc('31/12/2023', 'DD/MM/YYYY').format('LL')],
  calendar: m.calendar(moment.utc('2024-03-01T09:00:00Z')),
  unix: [m.unix(), m.isoWeek(), m.dayOfYear(), m.isLeapYear()],
  zone: moment.parseZone('2024-02-29T13:45:30+05:30').format(),
  locale: [moment.locale(), moment.months().length, moment.weekdaysShort()],
  version: moment.version,
}));
"#;
    assert_same_behaviour("moment", script, &builds(&original, &minified));
}

#[test]
fn d3_minifies_much_smaller_and_behaves_the_same() {
    let (original, minified, ratio) = minify_library("d3", "d3/dist/d3.js", "js");
    assert!(ratio < 0.5, "d3: full minification kept {:.0}%", ratio * 100.0);
    let script = r#"
const d3 = require(process.argv[2]);
const x = d3.scaleLinear().domain([0, 10]).range([0, 100]);
const root = d3.hierarchy({ name: 'r', children: [{ name: 'a', value: 1 }, { name: 'b', value: 2, children: [{ name: 'c', value: 3 }] }] }).sum(d => d.value || 0);
d3.treemap().size([100, 50]).round(true)(root);
console.log(JSON.stringify({
  scale: [x(2.5), x.invert(50), x.ticks(5), d3.scaleLog().domain([1, 1000]).ticks().length, d3.scaleTime().domain([new Date(Date.UTC(2020, 0, 1)), new Date(Date.UTC(2020, 0, 8))]).ticks(3).map(Number)],
  format: [d3.format(',.2f')(1234567.891), d3.format('.1%')(0.123), d3.format('~s')(1500), d3.utcFormat('%Y-%m-%d %a')(new Date(Date.UTC(2020, 0, 2)))],
  csv: d3.csvParse('a,b\n1,2\n3,"x,y"'),
  autoType: d3.csvParse('n,d\n1.5,2020-01-02', d3.autoType).map(r => [r.n, +r.d]),
  hierarchy: root.descendants().map(d => [d.data.name, d.value, d.depth, d.x0, d.y0, d.x1, d.y1]),
  colors: [d3.interpolateRgb('red', 'blue')(0.5), d3.color('steelblue').brighter().formatHex(), d3.hsl('#abc').toString(), d3.interpolateViridis(0.3)],
  stats: [d3.extent([3, 1, 2]), d3.mean([1, 2, 4]), d3.quantile([1, 2, 3, 4], 0.25), d3.bisectLeft([1, 2, 3], 2), d3.group([{ k: 'a' }, { k: 'b' }, { k: 'a' }], d => d.k).get('a').length],
  shapes: [d3.line()([[0, 0], [1, 1], [2, 0]]), d3.arc()({ innerRadius: 0, outerRadius: 10, startAngle: 0, endAngle: Math.PI / 2 }), d3.pie()([1, 2, 3]).map(a => a.endAngle)],
  geo: d3.geoPath(d3.geoMercator().scale(100).translate([0, 0]))({ type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [0, 0]]] }),
  voronoi: Array.from(d3.Delaunay.from([[0, 0], [1, 0], [0, 1], [1, 1]]).triangles),
}));
"#;
    assert_same_behaviour("d3", script, &builds(&original, &minified));
}

#[test]
fn three_as_a_module_minifies_much_smaller_and_behaves_the_same() {
    // three.core.js is an ES module (export list, no imports): module detection and top-level renaming.
    let (original, minified, ratio) = minify_library("three", "three/build/three.core.js", "mjs");
    assert!(ratio < 0.5, "three: full minification kept {:.0}%", ratio * 100.0);
    let script = r#"
import(require('url').pathToFileURL(process.argv[2])).then(T => {
  const camera = new T.PerspectiveCamera(50, 1.5, 0.1, 100);
  camera.position.set(1, 2, 3); camera.lookAt(0, 0, 0); camera.updateMatrixWorld();
  const box = new T.BoxGeometry(1, 2, 3, 2, 2, 2);
  box.computeBoundingSphere();
  const mesh = new T.Mesh(box); mesh.rotation.set(0.1, 0.2, 0.3); mesh.updateMatrixWorld();
  console.log(JSON.stringify({
    vector: new T.Vector3(1, 2, 3).applyMatrix4(new T.Matrix4().makeRotationY(0.5)).toArray(),
    quaternion: new T.Quaternion().setFromEuler(new T.Euler(0.1, 0.2, 0.3)).toArray(),
    color: [new T.Color('steelblue').getHexString(), new T.Color().setHSL(0.3, 0.5, 0.5).getHex()],
    box: new T.Box3().setFromObject(mesh).getSize(new T.Vector3()).toArray(),
    geometry: [box.attributes.position.count, box.index.count, box.boundingSphere.radius, new T.SphereGeometry(1, 8, 6).index.count],
    camera: [camera.projectionMatrix.elements, camera.matrixWorldInverse.elements],
    math: [T.MathUtils.clamp(5, 0, 3), T.MathUtils.degToRad(90), T.MathUtils.smoothstep(0.5, 0, 1), T.REVISION],
    ray: new T.Ray(new T.Vector3(), new T.Vector3(0, 0, -1)).intersectBox(new T.Box3(new T.Vector3(-1, -1, -5), new T.Vector3(1, 1, -3)), new T.Vector3()).toArray(),
    curve: new T.CatmullRomCurve3([new T.Vector3(), new T.Vector3(1, 1, 0), new T.Vector3(2, 0, 0)]).getPoints(4).map(p => p.toArray()),
  }));
});
"#;
    assert_same_behaviour("three", script, &builds(&original, &minified));
}

#[test]
fn react_dom_minifies_smaller_and_renders_the_same() {
    // The client build needs a DOM: it must parse and load. The server build renders in Node.
    let (_, minified, _) = minify_library("react-dom-client", "react-dom/cjs/react-dom-client.production.js", "js");
    for build in &minified {
        node(&["-e", &format!("new (require('vm').Script)(require('fs').readFileSync({build:?}, 'utf8'))")]);
    }
    std::fs::remove_dir_all(work_dir("react-dom-client")).ok();
    let (original, minified, ratio) =
        minify_library("react-dom-server", "react-dom/cjs/react-dom-server-legacy.node.production.js", "js");
    assert!(ratio < 0.7, "react-dom server: full minification kept {:.0}%", ratio * 100.0);
    let script = r#"
const React = require('react');
const server = require(process.argv[2]);
const h = React.createElement;
const Theme = React.createContext('light');
function Counter({ start }) {
  const [n] = React.useState(start);
  const theme = React.useContext(Theme);
  return h('span', { className: theme, 'data-n': n }, 'count: ', n);
}
const app = h(Theme.Provider, { value: 'dark' },
  h('div', { id: 'app', style: { color: 'red', marginTop: 4 } }, 'hi ', h('b', null, '<&>"'),
    [1, 2, 3].map(i => h(Counter, { key: i, start: i * 10 })),
    h('input', { type: 'checkbox', defaultChecked: true, onChange() {} }),
    h(React.Fragment, null, h('svg', { viewBox: '0 0 1 1' }, h('path', { d: 'M0 0' })))));
console.log(JSON.stringify({
  string: server.renderToString(app),
  markup: server.renderToStaticMarkup(app),
  version: server.version,
}));
"#;
    assert_same_behaviour("react-dom-server", script, &builds(&original, &minified));
}
