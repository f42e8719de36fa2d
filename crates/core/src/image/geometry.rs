//! The Image Cropper's step: a crop, a quarter turn and a flip of the decoded pixels, and the rules of its crop box
//! the page follows as the user moves it (written once here, so the page and the CLI agree).
//!
//! The rule of coordinates: the crop rectangle is in pixels of the upright image (EXIF orientation already
//! applied by the decoder) *before* any turn or flip. The step crops first, then turns clockwise by
//! [`Rotation`], then flips the turned result (horizontally: left ↔ right as it is shown). So a 16:9 box turned by
//! 90° gives a 9:16 picture.

use super::encode::EncodeOptions;
use super::quality::RESIZE_QUALITY;
use super::{ImageError, RgbaImage};
use serde::{Deserialize, Serialize};

/// A rectangle of whole pixels: its top-left corner and its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CropRect {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
}

/// A clockwise turn. From JS and the CLI: `"0"`, `"90"`, `"180"`, `"270"`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub enum Rotation {
    #[default]
    #[serde(rename = "0")]
    None,
    #[serde(rename = "90")]
    Quarter,
    #[serde(rename = "180")]
    Half,
    #[serde(rename = "270")]
    ThreeQuarters,
}

impl Rotation {
    /// Clockwise quarter turns, 0–3.
    fn quarter_turns(self) -> u8 {
        match self {
            Self::None => 0,
            Self::Quarter => 1,
            Self::Half => 2,
            Self::ThreeQuarters => 3,
        }
    }
}

/// What the step does to the pixels. From JS: `{ crop?: { x, y, width, height }, rotate?: "90", flipHorizontal?,
/// flipVertical? }`; what is left out is left alone.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Geometry {
    /// In the upright image, before the turn. The whole image when left out.
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub crop: Option<CropRect>,
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub rotate: Rotation,
    /// Left ↔ right, after the turn.
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub flip_horizontal: bool,
    /// Top ↔ bottom, after the turn.
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub flip_vertical: bool,
}

impl Geometry {
    /// True when the step leaves every pixel of a `width × height` image where it is.
    pub fn is_identity(&self, width: u32, height: u32) -> bool {
        let whole = self.crop.is_none_or(|crop| crop == CropRect { x: 0, y: 0, width, height });
        whole && self.rotate == Rotation::None && !self.flip_horizontal && !self.flip_vertical
    }
}

/// Refuses a crop rectangle that is empty or does not lie wholly inside a `width × height` image.
pub fn check_crop(crop: CropRect, width: u32, height: u32) -> Result<(), ImageError> {
    let CropRect { x, y, width: crop_width, height: crop_height } = crop;
    if crop_width == 0 || crop_height == 0 {
        return Err(ImageError::EmptyCrop { width: crop_width, height: crop_height });
    }
    let fits = |start: u32, side: u32, limit: u32| start.checked_add(side).is_some_and(|end| end <= limit);
    if !fits(x, crop_width, width) || !fits(y, crop_height, height) {
        return Err(ImageError::CropOutside {
            x,
            y,
            width: crop_width,
            height: crop_height,
            image_width: width,
            image_height: height,
        });
    }
    Ok(())
}

/// `image` cropped, turned and flipped as `geometry` says (see the module's rule of coordinates). Each step's
/// source is freed as soon as its result is made, so at most two copies of the pixels are held at once.
pub fn apply(image: RgbaImage, geometry: &Geometry) -> Result<RgbaImage, ImageError> {
    image.validate()?;
    let image = match geometry.crop {
        Some(crop) => {
            let cropped = crop_pixels(&image, crop)?;
            drop(image);
            cropped
        }
        None => image,
    };
    let mut image = rotate(image, geometry.rotate);
    if geometry.flip_horizontal {
        flip_horizontal(&mut image);
    }
    if geometry.flip_vertical {
        flip_vertical(&mut image);
    }
    Ok(image)
}

fn crop_pixels(image: &RgbaImage, crop: CropRect) -> Result<RgbaImage, ImageError> {
    check_crop(crop, image.width, image.height)?;
    let row = image.width as usize * 4;
    let (start, length) = (crop.x as usize * 4, crop.width as usize * 4);
    let pixels = image
        .pixels
        .chunks_exact(row)
        .skip(crop.y as usize)
        .take(crop.height as usize)
        .flat_map(|line| &line[start..start + length])
        .copied()
        .collect();
    RgbaImage::new(crop.width, crop.height, pixels)
}

/// The pixel at (`x`, `y`).
fn pixel(image: &RgbaImage, x: u32, y: u32) -> [u8; 4] {
    let at = (y as usize * image.width as usize + x as usize) * 4;
    [image.pixels[at], image.pixels[at + 1], image.pixels[at + 2], image.pixels[at + 3]]
}

/// `image` turned clockwise: each output pixel (x, y) is read from where it was before the turn.
fn rotate(image: RgbaImage, rotation: Rotation) -> RgbaImage {
    let (width, height) = (image.width, image.height);
    let (out_width, out_height) = if rotation.quarter_turns() % 2 == 1 { (height, width) } else { (width, height) };
    let source = |x: u32, y: u32| match rotation {
        Rotation::None => (x, y),
        Rotation::Quarter => (y, height - 1 - x),
        Rotation::Half => (width - 1 - x, height - 1 - y),
        Rotation::ThreeQuarters => (width - 1 - y, x),
    };
    if rotation == Rotation::None {
        return image;
    }
    let pixels = (0..out_height)
        .flat_map(|y| (0..out_width).map(move |x| (x, y)))
        .flat_map(|(x, y)| {
            let (from_x, from_y) = source(x, y);
            pixel(&image, from_x, from_y)
        })
        .collect();
    RgbaImage { width: out_width, height: out_height, pixels }
}

fn flip_horizontal(image: &mut RgbaImage) {
    for row in image.pixels.chunks_exact_mut(image.width as usize * 4) {
        let pixels = row.as_chunks_mut::<4>().0;
        pixels.reverse();
    }
}

fn flip_vertical(image: &mut RgbaImage) {
    let row = image.width as usize * 4;
    let rows = image.height as usize;
    for top in 0..rows / 2 {
        let (upper, lower) = image.pixels.split_at_mut((rows - 1 - top) * row);
        upper[top * row..(top + 1) * row].swap_with_slice(&mut lower[..row]);
    }
}

/// A crop box's shape: free, or one of the page's ratios (width : height, before any turn).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub enum AspectRatio {
    #[default]
    #[serde(rename = "free")]
    Free,
    #[serde(rename = "1:1")]
    Square,
    #[serde(rename = "4:3")]
    FourThree,
    #[serde(rename = "16:9")]
    SixteenNine,
    #[serde(rename = "9:16")]
    NineSixteen,
}

impl AspectRatio {
    /// Every ratio, in the order the page offers them.
    pub const ALL: [Self; 5] = [Self::Free, Self::Square, Self::FourThree, Self::SixteenNine, Self::NineSixteen];

    /// Width and height parts; `None` when free.
    fn parts(self) -> Option<(u64, u64)> {
        match self {
            Self::Free => None,
            Self::Square => Some((1, 1)),
            Self::FourThree => Some((4, 3)),
            Self::SixteenNine => Some((16, 9)),
            Self::NineSixteen => Some((9, 16)),
        }
    }
}

/// `side × to / from`, rounded to the nearest pixel and at least 1.
fn scale(side: u64, to: u64, from: u64) -> u64 {
    ((side * to + from / 2) / from).max(1)
}

/// The largest box of `ratio` centred in a `width × height` image (the whole image when free). Its sides keep
/// the ratio to the nearest pixel.
pub fn centred_box(width: u32, height: u32, ratio: AspectRatio) -> CropRect {
    let (box_width, box_height) = match ratio.parts() {
        None => (width, height),
        Some((w, h)) => {
            let fitted = (u64::from(width)).min(u64::from(height) * w / h).max(1);
            (fitted as u32, scale(fitted, h, w).min(u64::from(height)) as u32)
        }
    };
    CropRect { x: (width - box_width) / 2, y: (height - box_height) / 2, width: box_width, height: box_height }
}

/// A corner of the crop box, which a resize drags (the opposite corner stays).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Corner {
    TopLeft,
    TopRight,
    BottomLeft,
    BottomRight,
}

/// One of the four numbers of a crop box, as the page's fields name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum CropField {
    X,
    Y,
    Width,
    Height,
}

/// A change to the crop box: moved by (dx, dy), a corner dragged by (dx, dy), or one number typed in (any
/// number: the result is clamped to the image).
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum CropEdit {
    Move { dx: i32, dy: i32 },
    Resize { corner: Corner, dx: i32, dy: i32 },
    Set { field: CropField, value: f64 },
}

/// The box after an edit, and whether it had to be clamped to the image (or to the ratio) to get there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct EditedCrop {
    pub rect: CropRect,
    pub clamped: bool,
}

/// `rect` changed by `edit` inside a `width × height` image, keeping `ratio`: a move stops at the edges, a resize
/// keeps the opposite corner and stops at the edges (and at 1 pixel), and a typed x or y moves the box, a typed
/// width or height resizes it from its top-left corner. `rect` itself is first brought inside the image.
pub fn edit_crop(width: u32, height: u32, ratio: AspectRatio, rect: CropRect, edit: CropEdit) -> EditedCrop {
    let rect = inside(rect, width, height);
    let (x, y, w, h) = (i64::from(rect.x), i64::from(rect.y), i64::from(rect.width), i64::from(rect.height));
    // A typed number: any f64, held far beyond any image (so the arithmetic below cannot overflow).
    let typed = |value: f64| if value.is_nan() { 0 } else { value.round().clamp(-1e12, 1e12) as i64 };
    let (corner, dx, dy) = match edit {
        CropEdit::Move { dx, dy } => return moved(rect, width, height, i64::from(dx), i64::from(dy)),
        CropEdit::Set { field: CropField::X, value } => return moved(rect, width, height, typed(value) - x, 0),
        CropEdit::Set { field: CropField::Y, value } => return moved(rect, width, height, 0, typed(value) - y),
        CropEdit::Set { field: CropField::Width, value } => (Corner::BottomRight, typed(value).saturating_sub(w), 0),
        CropEdit::Set { field: CropField::Height, value } => (Corner::BottomRight, 0, typed(value).saturating_sub(h)),
        CropEdit::Resize { corner, dx, dy } => (corner, i64::from(dx), i64::from(dy)),
    };
    let grows_left = matches!(corner, Corner::TopLeft | Corner::BottomLeft);
    let grows_up = matches!(corner, Corner::TopLeft | Corner::TopRight);
    // The corner that stays, and the room from it to the image's edge the dragged corner moves towards.
    let anchor_x = if grows_left { x + w } else { x };
    let anchor_y = if grows_up { y + h } else { y };
    let room_x = if grows_left { anchor_x } else { i64::from(width) - anchor_x };
    let room_y = if grows_up { anchor_y } else { i64::from(height) - anchor_y };
    let wanted_w = w.saturating_add(if grows_left { dx.saturating_neg() } else { dx });
    let wanted_h = h.saturating_add(if grows_up { dy.saturating_neg() } else { dy });
    let (new_w, new_h, clamped) = match ratio.parts() {
        None => {
            let (new_w, new_h) = (wanted_w.clamp(1, room_x), wanted_h.clamp(1, room_y));
            (new_w, new_h, (new_w, new_h) != (wanted_w, wanted_h))
        }
        Some((rw, rh)) => {
            let (rw, rh) = (rw as i64, rh as i64);
            // The side changed more (relative to the ratio) leads; the other follows it.
            let width_leads = dx.unsigned_abs() * rh as u64 >= dy.unsigned_abs() * rw as u64;
            let wanted = if width_leads { wanted_w } else { (wanted_h.max(0) * rw + rh / 2) / rh };
            let widest = room_x.min(room_y * rw / rh).max(1);
            let new_w = wanted.clamp(1, widest);
            let new_h = ((new_w * rh + rw / 2) / rw).clamp(1, room_y);
            let asked = if width_leads { (new_w, wanted_w) } else { (new_h, wanted_h) };
            (new_w, new_h, asked.0 != asked.1)
        }
    };
    let new_x = if grows_left { anchor_x - new_w } else { anchor_x };
    let new_y = if grows_up { anchor_y - new_h } else { anchor_y };
    let rect = CropRect { x: new_x as u32, y: new_y as u32, width: new_w as u32, height: new_h as u32 };
    EditedCrop { rect, clamped }
}

fn moved(rect: CropRect, width: u32, height: u32, dx: i64, dy: i64) -> EditedCrop {
    let wanted = (i64::from(rect.x).saturating_add(dx), i64::from(rect.y).saturating_add(dy));
    let x = wanted.0.clamp(0, i64::from(width - rect.width));
    let y = wanted.1.clamp(0, i64::from(height - rect.height));
    EditedCrop { rect: CropRect { x: x as u32, y: y as u32, ..rect }, clamped: (x, y) != wanted }
}

/// `rect` brought inside a `width × height` image: at least 1 pixel, no larger than the image, then moved in.
fn inside(rect: CropRect, width: u32, height: u32) -> CropRect {
    let (box_width, box_height) = (rect.width.clamp(1, width.max(1)), rect.height.clamp(1, height.max(1)));
    CropRect {
        x: rect.x.min(width.saturating_sub(box_width)),
        y: rect.y.min(height.saturating_sub(box_height)),
        width: box_width,
        height: box_height,
    }
}

/// The cropped file of a source: the source's own format (JPEG stays JPEG at the resizer's quality, PNG stays
/// lossless PNG, WebP stays WebP, lossless when the source is), PNG for the formats Penknife does not write, and
/// its name, `{base}-cropped.{ext}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CropOutput {
    #[cfg_attr(feature = "typescript", tsify(type = "EncodeOptions"))]
    pub encoding: EncodeOptions,
    pub file_name: String,
}

/// What a source `file` called `name` is cropped into (see [`CropOutput`]). The format is read from the bytes,
/// not the name; the name keeps the source's own extension when it names that format (photo.jpeg →
/// photo-cropped.jpeg).
pub fn crop_output(file: &[u8], name: &str) -> CropOutput {
    let encoding = if file.starts_with(&[0xFF, 0xD8]) {
        EncodeOptions::jpeg(RESIZE_QUALITY)
    } else if file.get(..4) == Some(b"RIFF") && file.get(8..12) == Some(b"WEBP") {
        if file.get(12..16) == Some(b"VP8L") {
            EncodeOptions::WebpLossless
        } else {
            EncodeOptions::WebpLossy { quality: RESIZE_QUALITY }
        }
    } else {
        EncodeOptions::png()
    };
    let file_name = cropped_name(name, encoding.extension());
    CropOutput { encoding, file_name }
}

/// `{base}-cropped.{extension}`: the name without its last extension (or "image" when nothing is left), and the
/// name's own extension when it is another spelling of `extension` (jpeg, JPG).
pub fn cropped_name(name: &str, extension: &str) -> String {
    // Only the file's own name, whatever the path separators.
    let name = name.rsplit(['/', '\\']).next().unwrap_or_default();
    let (base, own) = match name.rfind('.') {
        Some(dot) if dot > 0 => (&name[..dot], &name[dot + 1..]),
        _ => (name, ""),
    };
    let spellings: &[&str] = if extension == "jpg" { &["jpg", "jpeg"] } else { &[extension] };
    let extension = if spellings.iter().any(|spelling| own.eq_ignore_ascii_case(spelling)) { own } else { extension };
    let base = if base.trim().is_empty() { "image" } else { base };
    format!("{base}-cropped.{extension}")
}

#[cfg(test)]
mod tests;
