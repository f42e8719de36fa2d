use super::*;
use visioncortex::BitVec;
use vtracer::frontend::ColorClusterFrontend;

/// A `width`×`height` image painted by `paint(x, y)`.
fn image(width: usize, height: usize, paint: impl Fn(usize, usize) -> [u8; 4]) -> ColorImage {
    let pixels = (0..height).flat_map(|y| (0..width).map(move |x| (x, y))).flat_map(|(x, y)| paint(x, y)).collect();
    ColorImage { pixels, width, height }
}

/// Photograph-like: smooth gradients with a soft disc and fixed pseudo-random grain, so clustering makes
/// hundreds of clusters of many different areas and merges them through every branch.
fn photo(width: usize, height: usize) -> ColorImage {
    image(width, height, |x, y| {
        let mut seed = (x as u32).wrapping_mul(73_856_093) ^ (y as u32).wrapping_mul(19_349_663) ^ 0x9E37_79B9;
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let grain = (seed % 23) as i32 - 11;
        let (dx, dy) = (x as i32 - width as i32 / 2, y as i32 - height as i32 / 2);
        let disc = if dx * dx + dy * dy < (height as i32 / 3).pow(2) { 90 } else { 0 };
        let channel = |base: i32| (base + grain).clamp(0, 255) as u8;
        [channel(x as i32 * 2 + disc), channel(y as i32 * 3), channel(200 - x as i32 - disc / 2), 255]
    })
}

type LayerParts = (Color, i32, i32, usize, usize, BitVec);

fn layers(segmentation: Segmentation) -> Vec<LayerParts> {
    assert!(!segmentation.layers.is_empty());
    segmentation
        .layers
        .into_iter()
        .map(|layer| {
            let Paint::Solid(colour) = layer.paint;
            let mask = layer.mask;
            (colour, mask.offset.x, mask.offset.y, mask.image.width, mask.image.height, mask.image.pixels)
        })
        .collect()
}

/// Our frontend against vtracer's own, layer for layer (colour, position and every mask bit).
fn assert_same_layers_as_vtracer(image: &ColorImage, options: &ColourClusters) {
    let ours = options.segment(image).expect("ours segments");
    let theirs = ColorClusterFrontend {
        color_precision_loss: options.color_precision_loss,
        layer_difference: options.layer_difference,
        good_min_area: options.good_min_area,
    }
    .segment(image)
    .expect("vtracer segments");
    assert_eq!((ours.width, ours.height), (theirs.width, theirs.height));
    assert_eq!(layers(ours), layers(theirs), "{options:?}");
}

#[test]
fn a_photograph_gives_vtracers_layers_whatever_the_options() {
    let photo = photo(96, 64);
    for color_precision_loss in [0, 2, 5] {
        for layer_difference in [0, 16, 64] {
            for good_min_area in [0, 16, 64] {
                let options = ColourClusters { color_precision_loss, layer_difference, good_min_area };
                assert_same_layers_as_vtracer(&photo, &options);
            }
        }
    }
}

#[test]
fn the_default_options_on_a_photograph_make_many_layers_as_vtracer_does() {
    // The trace's defaults (colour precision 6, gradient step 16, filter speckle 4).
    let options = ColourClusters { color_precision_loss: 2, layer_difference: 16, good_min_area: 16 };
    let photo = photo(160, 120);
    assert!(options.segment(&photo).expect("segments").layers.len() > 20, "a photo is more than a few flat areas");
    assert_same_layers_as_vtracer(&photo, &options);
}

#[test]
fn transparency_is_keyed_out_as_vtracer_keys_it() {
    let options = ColourClusters { color_precision_loss: 2, layer_difference: 16, good_min_area: 16 };
    let clear = |pixel: [u8; 4], transparent: bool| if transparent { [0, 0, 0, 0] } else { pixel };
    let base = photo(64, 48);
    let at = |x: usize, y: usize| -> [u8; 4] { base.pixels[(y * 64 + x) * 4..][..4].try_into().expect("a pixel") };
    // A transparent left half: keyed, so no layer covers it.
    let keyed = image(64, 48, |x, y| clear(at(x, y), x < 32));
    let segmentation = options.segment(&keyed).expect("segments");
    assert!(segmentation.layers.iter().all(|layer| layer.mask.offset.x >= 32), "nothing is traced over the clear half");
    assert_same_layers_as_vtracer(&keyed, &options);
    // A small transparent hole: too little to key, clustered with its surroundings.
    let holed = image(64, 48, |x, y| clear(at(x, y), (20..24).contains(&x) && (20..24).contains(&y)));
    assert_same_layers_as_vtracer(&holed, &options);
    // A key is found even when the primaries are in the image.
    let primaries = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 0, 255], [0, 255, 255, 255]];
    let crowded = image(64, 48, |x, y| if y < 24 { [0, 0, 0, 0] } else { primaries[x % 5] });
    assert_same_layers_as_vtracer(&crowded, &options);
}

#[test]
fn flat_shapes_and_tiny_images_give_vtracers_layers() {
    let options = ColourClusters { color_precision_loss: 2, layer_difference: 16, good_min_area: 16 };
    let stripes = image(40, 30, |x, y| if (x / 5 + y / 7) % 2 == 0 { [220, 30, 40, 255] } else { [20, 60, 200, 255] });
    assert_same_layers_as_vtracer(&stripes, &options);
    assert_same_layers_as_vtracer(&image(1, 1, |_, _| [9, 9, 9, 255]), &options);
    assert_same_layers_as_vtracer(&photo(1, 37), &options);
    assert_same_layers_as_vtracer(&photo(37, 1), &options);
}

#[test]
fn an_empty_image_is_refused() {
    let options = ColourClusters { color_precision_loss: 2, layer_difference: 16, good_min_area: 16 };
    assert_eq!(options.segment(&ColorImage::new_w_h(0, 0)).err(), Some(vtracer::Error::EmptyImage));
}
