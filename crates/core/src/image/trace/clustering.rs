//! The colour frontend: vtracer's hierarchical colour clustering (its `ColorClusterFrontend` over visioncortex
//! 0.9.3's `color_clusters` builder), rebuilt step for step so it gives the same layers, with one change: the
//! second stage finds the clusters of each area through an index. visioncortex scans every cluster once per
//! distinct area, quadratic in practice: on a 3.8-megapixel photograph that scan was 70 % of the whole trace.
//! `tests` compares the layers with vtracer's own frontend.
//!
//! The algorithm: stage 1 joins neighbouring pixels of nearly the same colour into clusters; stage 2 takes the
//! clusters from the smallest area up and merges each into its closest-coloured neighbour, keeping it as a layer
//! of its own ("deepen") when it is large and different enough. Transparency keying (whole transparent
//! backgrounds) is vtracer's too.

use std::collections::BTreeMap;
use visioncortex::color_clusters::{Cluster, ClusterIndex, ClustersView, color_diff, color_same};
use visioncortex::{Color, ColorImage, PointI32};
use vtracer::frontend::Frontend;
use vtracer::ir::{Layer, Paint, RegionMask, Segmentation};

/// Cluster 0 is "no cluster": keyed pixels and the outside of the image.
const ZERO: ClusterIndex = ClusterIndex(0);
/// Colours closer than this in every channel (after the precision loss) are the same.
const SAME_COLOUR_TOLERANCE: i32 = 1;
/// A deepened cluster with at most this many neighbours is also cut out of its parent (a hole).
const HOLLOW_NEIGHBOURS: usize = 1;

/// vtracer's `ColorClusterFrontend`, with the same fields.
#[derive(Debug, Clone)]
pub(super) struct ColourClusters {
    /// Bits of each channel ignored when comparing pixels (0 keeps all 8).
    pub color_precision_loss: i32,
    /// Colour difference a patch needs from its closest neighbour to stay a layer of its own.
    pub layer_difference: i32,
    /// Patches of at most this many pixels merge into a neighbour; non-zero also merges thread-like ones.
    pub good_min_area: usize,
}

impl Frontend for ColourClusters {
    fn segment(&self, image: &ColorImage) -> Result<Segmentation, vtracer::Error> {
        if image.width == 0 || image.height == 0 {
            return Err(vtracer::Error::EmptyImage);
        }
        let mut image = image.clone();
        let key = keying::key_transparent_pixels(&mut image)?;
        let mut builder = Builder::new(self, image, key);
        builder.join_similar_pixels();
        builder.merge_from_smallest();
        Ok(builder.into_segmentation())
    }
}

struct Builder<'a> {
    options: &'a ColourClusters,
    width: u32,
    height: u32,
    pixels: Vec<u8>,
    /// Keyed (discarded) pixels have this colour; `None` when nothing is keyed.
    key: Option<Color>,
    clusters: Vec<Cluster>,
    /// The cluster of each pixel.
    cluster_indices: Vec<ClusterIndex>,
    /// The layers, topmost first.
    output: Vec<ClusterIndex>,
}

impl<'a> Builder<'a> {
    fn new(options: &'a ColourClusters, image: ColorImage, key: Option<Color>) -> Self {
        Self {
            options,
            width: image.width as u32,
            height: image.height as u32,
            cluster_indices: vec![ZERO; image.width * image.height],
            pixels: image.pixels,
            key,
            clusters: vec![Cluster::new()],
            output: Vec::new(),
        }
    }

    fn view(&self) -> ClustersView<'_> {
        ClustersView {
            width: self.width,
            height: self.height,
            pixels: &self.pixels,
            clusters: &self.clusters,
            cluster_indices: &self.cluster_indices,
            clusters_output: &self.output,
        }
    }

    fn cluster(&self, index: ClusterIndex) -> &Cluster {
        &self.clusters[index.0 as usize]
    }

    fn cluster_mut(&mut self, index: ClusterIndex) -> &mut Cluster {
        &mut self.clusters[index.0 as usize]
    }

    fn pixel_at(&self, x: i32, y: i32) -> Option<Color> {
        if x < 0 || y < 0 {
            return None;
        }
        let i = (y as u32 * self.width + x as u32) as usize * 4;
        let pixel = self.pixels.get(i..i + 4)?;
        Some(Color::new_rgba(pixel[0], pixel[1], pixel[2], pixel[3]))
    }

    fn is_same(&self, a: Option<Color>, b: Option<Color>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => color_same(a, b, self.options.color_precision_loss, SAME_COLOUR_TOLERANCE),
            _ => false,
        }
    }

    /// Stage 1, one raster pass: each pixel joins the cluster above or to the left when it has the same colour
    /// (or the one up-left, when diagonals connect), else starts one; two touching clusters of the same colour
    /// are combined. visioncortex's builder stage 1, line for line.
    fn join_similar_pixels(&mut self) {
        let diagonal = self.options.layer_difference == 0;
        let width = self.width as i32;
        let mut next_index = ClusterIndex(1);
        for i in 0..self.cluster_indices.len() as u32 {
            let (x, y) = ((i % self.width) as i32, (i / self.width) as i32);
            let colour = self.pixel_at(x, y);
            let up = self.pixel_at(x, y - 1);
            let left = self.pixel_at(x - 1, y);
            let up_left = self.pixel_at(x - 1, y - 1);
            let index_at = |x: i32, y: i32| (width * y + x) as usize;
            let mut cluster_up = if y > 0 { self.cluster_indices[index_at(x, y - 1)] } else { ZERO };
            let mut cluster_left = if x > 0 { self.cluster_indices[index_at(x - 1, y)] } else { ZERO };
            let cluster_up_left = if x > 0 && y > 0 { self.cluster_indices[index_at(x - 1, y - 1)] } else { ZERO };

            if cluster_left != cluster_up
                && self.is_same(left, up)
                && (diagonal || self.is_same(colour, left) && self.is_same(colour, up))
            {
                if self.cluster(cluster_left).area() <= self.cluster(cluster_up).area() {
                    self.combine_clusters(cluster_left, cluster_up);
                    if cluster_left.0 == next_index.0 - 1 && next_index.0 as usize == self.clusters.len() {
                        // The newest cluster is empty now: its slot is reused.
                        next_index.0 -= 1;
                    }
                    cluster_left = cluster_up;
                } else {
                    self.combine_clusters(cluster_up, cluster_left);
                    cluster_up = cluster_left;
                }
            }

            let c = colour.expect("a pixel inside the image");
            let joined = if self.key == Some(c) {
                continue; // keyed pixels belong to no cluster
            } else if self.is_same(colour, up) && self.is_same(colour, up_left) {
                cluster_up
            } else if self.is_same(colour, left) && self.is_same(colour, up_left) {
                cluster_left
            } else if diagonal && self.is_same(colour, up_left) {
                cluster_up_left
            } else {
                let index = next_index;
                next_index.0 += 1;
                if (index.0 as usize) < self.clusters.len() {
                    self.clusters[index.0 as usize] = Cluster::new();
                } else {
                    self.clusters.push(Cluster::new());
                }
                index
            };
            self.cluster_indices[i as usize] = joined;
            self.cluster_mut(joined).add(i, &c, x, y);
        }
    }

    /// Stage 2: area by area from the smallest, each cluster of that area (in index order) merges into the
    /// neighbour closest in colour. visioncortex's stage 2, except that the clusters of an area come from
    /// `by_area` (every cluster is filed under each area it reaches; stale entries are skipped) instead of a scan
    /// of all clusters. A merge only grows its target past the current area, so the order of areas and of
    /// clusters within one is visioncortex's.
    fn merge_from_smallest(&mut self) {
        let mut by_area: BTreeMap<usize, Vec<ClusterIndex>> = BTreeMap::new();
        for (index, cluster) in self.clusters.iter_mut().enumerate() {
            cluster.residue_sum = cluster.sum;
            if cluster.area() > 0 {
                by_area.entry(cluster.area()).or_default().push(ClusterIndex(index as u32));
            }
        }
        let good_max_area = self.pixels.len() / 4;
        while let Some((area, mut candidates)) = by_area.pop_first() {
            candidates.sort_unstable();
            candidates.dedup();
            for index in candidates {
                if self.cluster(index).area() != area {
                    continue;
                }
                let Some((target, deepen, hollow)) = self.merge_target(index, good_max_area) else {
                    // No neighbour: the final background, or a patch surrounded by keyed pixels.
                    if by_area.is_empty() || self.key.is_some() {
                        self.output.push(index);
                    }
                    continue;
                };
                if deepen {
                    self.output.push(index);
                }
                self.merge_cluster_into(index, target, deepen, hollow);
                by_area.entry(self.cluster(target).area()).or_default().push(target);
            }
        }
    }

    /// The neighbour `index` merges into, whether it stays a layer of its own (deepen) and whether it is cut
    /// out of its parent (hollow); `None` without neighbours. visioncortex's Runner closures.
    fn merge_target(&self, index: ClusterIndex, good_max_area: usize) -> Option<(ClusterIndex, bool, bool)> {
        let cluster = self.cluster(index);
        let colour = cluster.color();
        let mut neighbours: Vec<(i32, ClusterIndex)> = self
            .neighbours(cluster)
            .into_iter()
            // Merged-away clusters have no sum left to rank (one merged into itself keeps its indices).
            .filter(|&other| self.cluster(other).sum.counter > 0)
            .map(|other| (color_diff(colour, self.cluster(other).color()), other))
            .collect();
        neighbours.sort_by_key(|&(diff, other)| i64::from(diff) * 65535 + i64::from(other.0));
        let &(closest_diff, target) = neighbours.first()?;
        let deepen = self.patch_good(cluster, good_max_area) && closest_diff > self.options.layer_difference;
        Some((target, deepen, neighbours.len() <= HOLLOW_NEIGHBOURS))
    }

    /// The clusters 4-connected to `cluster`'s pixels, ascending: visioncortex's `Cluster::neighbours` with a
    /// sorted list instead of a SipHash set (a tenth of the wasm trace).
    fn neighbours(&self, cluster: &Cluster) -> Vec<ClusterIndex> {
        let myself = cluster.indices.first().map_or(ZERO, |&i| self.cluster_indices[i as usize]);
        let (width, height) = (self.width, self.height);
        let mut neighbours = Vec::new();
        for &i in &cluster.indices {
            let (x, y) = (i % width, i / width);
            let sides = [
                (y > 0).then(|| i - width),
                (y + 1 < height).then(|| i + width),
                (x > 0).then(|| i - 1),
                (x + 1 < width).then(|| i + 1),
            ];
            for side in sides.into_iter().flatten() {
                let index = self.cluster_indices[side as usize];
                // Runs of one neighbour are common along an edge: skip repeats before sorting.
                if index != ZERO && index != myself && neighbours.last() != Some(&index) {
                    neighbours.push(index);
                }
            }
        }
        neighbours.sort_unstable();
        neighbours.dedup();
        neighbours
    }

    /// Large enough to be a layer, and not thread-like (thinner than 2 px) unless speckle filtering is off.
    fn patch_good(&self, patch: &Cluster, good_max_area: usize) -> bool {
        let min = self.options.good_min_area;
        min < patch.area()
            && patch.area() < good_max_area
            && (min == 0 || (patch.perimeter(&self.view()) as usize) < patch.area())
    }

    fn merge_cluster_into(&mut self, from: ClusterIndex, to: ClusterIndex, deepen: bool, hollow: bool) {
        if !deepen {
            let residue_sum = self.cluster(from).residue_sum;
            self.cluster_mut(to).residue_sum.merge(&residue_sum);
            self.combine_clusters(from, to);
            return;
        }
        // The patch stays a layer: its pixels are copied into the parent, not moved.
        let (sum, rect, indices) =
            (self.cluster(from).sum, self.cluster(from).rect, self.cluster(from).indices.clone());
        self.combine_clusters(from, to);
        let kept = self.cluster_mut(from);
        (kept.sum, kept.rect, kept.indices) = (sum, rect, indices);
        if hollow {
            let mut holes = self.cluster(from).indices.clone();
            self.cluster_mut(to).holes.append(&mut holes);
            self.cluster_mut(to).num_holes += 1;
        }
        self.cluster_mut(from).merged_into = to;
        self.cluster_mut(to).depth += 1;
    }

    fn combine_clusters(&mut self, from: ClusterIndex, to: ClusterIndex) {
        let mut indices = std::mem::take(&mut self.cluster_mut(from).indices);
        for &i in &indices {
            self.cluster_indices[i as usize] = to;
        }
        let (sum, rect) = (self.cluster(from).sum, self.cluster(from).rect);
        let target = self.cluster_mut(to);
        target.indices.append(&mut indices);
        target.sum.merge(&sum);
        target.rect.merge(rect);
        let source = self.cluster_mut(from);
        source.sum.clear();
        source.rect.clear();
    }

    /// The layers bottom to top, each a solid cluster mask (no holes: stacked paths overdraw) in its residue
    /// colour, as vtracer's frontend builds them.
    fn into_segmentation(mut self) -> Segmentation {
        let clusters = &self.clusters;
        // A cluster can be merged away after it was output, leaving no sum.
        self.output.retain(|index| clusters[index.0 as usize].sum.counter > 0);
        let mut segmentation = Segmentation::new(self.width, self.height);
        for &index in self.output.iter().rev() {
            let cluster = self.cluster(index);
            let offset = PointI32 { x: cluster.rect.left, y: cluster.rect.top };
            segmentation.layers.push(Layer {
                paint: Paint::Solid(cluster.residue_color()),
                mask: RegionMask::new(cluster.to_image_with_hole(self.width, false), offset),
            });
        }
        segmentation
    }
}

/// vtracer's transparency keying: when a fifth of five sampled rows is fully transparent, every fully
/// transparent pixel is recoloured to a colour the image does not use, and clustering discards that colour.
mod keying {
    use visioncortex::{Color, ColorImage};

    const KEYING_THRESHOLD: f32 = 0.2;

    /// The key colour the transparent pixels now have, or `None` when the image is not keyed.
    pub(super) fn key_transparent_pixels(image: &mut ColorImage) -> Result<Option<Color>, vtracer::Error> {
        if !should_key(image) {
            return Ok(None);
        }
        let key = unused_colour(image).ok_or(vtracer::Error::NoKeyColor)?;
        for pixel in image.pixels.chunks_exact_mut(4) {
            if pixel[3] == 0 {
                pixel.copy_from_slice(&[key.r, key.g, key.b, key.a]);
            }
        }
        Ok(Some(key))
    }

    fn should_key(image: &ColorImage) -> bool {
        let threshold = ((image.width * 2) as f32 * KEYING_THRESHOLD) as usize;
        let rows = [0, image.height / 4, image.height / 2, 3 * image.height / 4, image.height - 1];
        let mut transparent = 0;
        for y in rows {
            for x in 0..image.width {
                if image.get_pixel(x, y).a == 0 {
                    transparent += 1;
                }
                if transparent >= threshold {
                    return true;
                }
            }
        }
        false
    }

    /// The primaries and secondaries first, then a fixed sweep of the RGB cube (vtracer's order).
    fn unused_colour(image: &ColorImage) -> Option<Color> {
        const STEP: usize = 37;
        let specials = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255), (255, 0, 255)];
        let sweep = (0..256).step_by(STEP).flat_map(|r| {
            (0..256).step_by(STEP).flat_map(move |g| (0..256).step_by(STEP).map(move |b| (r as u8, g as u8, b as u8)))
        });
        specials
            .into_iter()
            .chain(sweep)
            .map(|(r, g, b)| Color::new(r, g, b))
            .find(|colour| !image.pixels.chunks_exact(4).any(|pixel| pixel[..3] == [colour.r, colour.g, colour.b]))
    }
}

#[cfg(test)]
mod tests;
