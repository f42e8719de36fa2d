"""Writes phone.jpg: chelsea.png as a phone stores a portrait... of a cat, turned a quarter left with EXIF
orientation 6, camera fields, a GPS position and a thumbnail, as Pillow (an EXIF writer of its own) lays them out.
Run from this folder: python3 phone.py (Pillow 13)."""
from PIL import Image, ExifTags

upright = Image.open("chelsea.png").convert("RGB").resize((60, 40), Image.Resampling.LANCZOS)
stored = upright.transpose(Image.Transpose.ROTATE_90)  # 40×60; orientation 6 turns it back
exif = Image.Exif()
exif[ExifTags.Base.Make] = "Penknife Phone"
exif[ExifTags.Base.Model] = "Fixture 1"
exif[ExifTags.Base.Orientation] = 6
exif[ExifTags.Base.Copyright] = "CC0"
details = exif.get_ifd(ExifTags.IFD.Exif)
details[ExifTags.Base.DateTimeOriginal] = "2026:11:27 10:00:00"
details[ExifTags.Base.ExifImageWidth] = 40
details[ExifTags.Base.ExifImageHeight] = 60
gps = exif.get_ifd(ExifTags.IFD.GPSInfo)
gps[ExifTags.GPS.GPSLatitudeRef] = "N"
gps[ExifTags.GPS.GPSLatitude] = (48.0, 51.0, 29.34)
gps[ExifTags.GPS.GPSLongitudeRef] = "E"
gps[ExifTags.GPS.GPSLongitude] = (2.0, 17.0, 40.2)
stored.save("phone.jpg", quality=90, exif=exif)
