public enum Marble {}
