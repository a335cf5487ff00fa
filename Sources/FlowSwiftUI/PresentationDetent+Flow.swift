#if canImport(SwiftUI)
    import FlowCore
    import SwiftUI

    extension PresentationDetent {
        /// The height FlowSwiftUI gives a headless detent. The engine records detents by name,
        /// never measured, so this table is FlowSwiftUI's one choice: `.small` a quarter,
        /// `.medium` and `.large` SwiftUI's own, `.extraLarge` 99 %, `.fullscreen` (in a sheet
        /// that offers other detents too) 100 %, `.custom` three quarters. Distinct values, so a
        /// detent the user drags to maps back to one name.
        public init(_ detent: ModalPresentationDetent) {
            switch detent {
            case .small: self = .fraction(0.25)
            case .medium: self = .medium
            case .large: self = .large
            case .extraLarge: self = .fraction(0.99)
            case .fullscreen: self = .fraction(1)
            case .custom: self = .fraction(0.75)
            }
        }
    }
#endif
