// The stack view's constraints. Along the axis: the first visible view starts at the leading edge, the last
// ends at the trailing edge, and each distribution ties the views in between; hidden views collapse to zero
// length where they stand. Across the axis: the alignment. Edges are the bounds, or the margins guide with
// `isLayoutMarginsRelativeArrangement`. When views do not fill the cross axis, a weak wish (priority 49)
// shrinks the stack to its tallest (widest) view.
import Foundation

extension UIStackView {
    /// Notes a change of the arrangement: constraints are rebuilt before the next layout.
    func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// An arranged subview's `isHidden` changed: rebuild, and inside an animation block lay out now so the
    /// collapse (or expansion) animates.
    func arrangedSubviewVisibilityDidChange() {
        arrangementDidChange()
        if ViewAnimationContext.current != nil {
            (superview ?? self).layoutIfNeeded()
        }
    }

    func rebuildArrangementIfNeeded() {
        guard needsArrangement else { return }
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        var made: [NSLayoutConstraint] = []
        let edges: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let leadAttr: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trailAttr: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let lengthAttr: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let centerAttr: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        func relate(
            _ a: AnyObject, _ aAttr: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ b: AnyObject?, _ bAttr: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: UILayoutPriority = .required, name: String
        ) {
            let c = NSLayoutConstraint(
                item: a, attribute: aAttr, relatedBy: relation, toItem: b,
                attribute: b == nil ? .notAnAttribute : bAttr, multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = name
            made.append(c)
        }

        let visible = storedArrangedSubviews.filter { !$0.isHidden }
        // Along the axis.
        var previous: UIView?
        for view in storedArrangedSubviews {
            if view.isHidden {
                relate(view, lengthAttr, .equal, nil, .notAnAttribute, name: "UISV-hiding")
                if let previous {
                    relate(view, leadAttr, .equal, previous, trailAttr, name: "UISV-hiding")
                } else {
                    relate(view, leadAttr, .equal, edges, leadAttr, name: "UISV-hiding")
                }
                continue
            }
            if let previous {
                let gap = gapAfter(previous)
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    relate(view, leadAttr, .equal, previous, trailAttr, constant: gap, name: "UISV-spacing")
                case .equalSpacing, .equalCentering:
                    relate(
                        view, leadAttr, .greaterThanOrEqual, previous, trailAttr, constant: gap, name: "UISV-spacing")
                }
            } else {
                relate(view, leadAttr, .equal, edges, leadAttr, name: "UISV-canvas-connection")
            }
            previous = view
        }
        if let last = visible.last {
            relate(last, trailAttr, .equal, edges, trailAttr, name: "UISV-canvas-connection")
        }
        switch distribution {
        case .fill:
            // Ties among equal hugging priorities go to the first view: later views wish, faintly, to be short.
            for view in visible.dropFirst() {
                relate(
                    view, lengthAttr, .equal, nil, .notAnAttribute, priority: UILayoutPriority(1),
                    name: "UISV-fill-order")
            }
        case .fillEqually:
            for view in visible.dropFirst() {
                relate(view, lengthAttr, .equal, visible[0], lengthAttr, name: "UISV-fill-equally")
            }
        case .fillProportionally:
            let lengths = visible.map { v -> CGFloat in
                let size = v.intrinsicContentSize
                return max(0, horizontal ? size.width : size.height)
            }
            let total = lengths.reduce(0, +)
            let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + gapAfter($1.0) }
            if total > 0 {
                for (view, length) in zip(visible, lengths) {
                    let share = length / total
                    relate(
                        view, lengthAttr, .equal, edges, lengthAttr, multiplier: share, constant: -share * gaps,
                        priority: UILayoutPriority(999), name: "UISV-fill-proportionally")
                }
            }
        case .equalSpacing, .equalCentering:
            var first: UILayoutGuide?
            for (a, b) in zip(visible, visible.dropFirst()) {
                let guide = UILayoutGuide()
                guide.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-centers"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                let (from, to) = distribution == .equalSpacing ? (trailAttr, leadAttr) : (centerAttr, centerAttr)
                relate(guide, leadAttr, .equal, a, from, name: guide.identifier)
                relate(guide, trailAttr, .equal, b, to, name: guide.identifier)
                relate(
                    guide, horizontal ? .top : .leading, .equal, edges, horizontal ? .top : .leading,
                    name: guide.identifier)
                relate(guide, horizontal ? .height : .width, .equal, nil, .notAnAttribute, name: guide.identifier)
                if let first {
                    relate(
                        guide, lengthAttr, .equal, first, lengthAttr,
                        priority: distribution == .equalSpacing ? .required : UILayoutPriority(999),
                        name: "UISV-distributing-edge")
                } else {
                    first = guide
                }
            }
        }
        // Across the axis.
        let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        for view in storedArrangedSubviews {
            switch alignment {
            case .fill:
                relate(view, crossLead, .equal, edges, crossLead, name: "UISV-alignment")
                relate(view, crossTrail, .equal, edges, crossTrail, name: "UISV-alignment")
            case .leading:
                relate(view, crossLead, .equal, edges, crossLead, name: "UISV-alignment")
                relate(view, crossTrail, .lessThanOrEqual, edges, crossTrail, name: "UISV-spanning-boundary")
            case .trailing, .firstBaseline, .lastBaseline:
                relate(view, crossTrail, .equal, edges, crossTrail, name: "UISV-alignment")
                relate(view, crossLead, .greaterThanOrEqual, edges, crossLead, name: "UISV-spanning-boundary")
            case .center:
                relate(view, crossCenter, .equal, edges, crossCenter, name: "UISV-alignment")
                relate(view, crossLead, .greaterThanOrEqual, edges, crossLead, name: "UISV-spanning-boundary")
            }
        }
        if alignment != .fill, !storedArrangedSubviews.isEmpty {
            relate(
                edges, crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49),
                name: "UISV-canvas-fit")
        }
        arrangementConstraints = made
        NSLayoutConstraint.activate(made)
    }

    /// The gap after `view`: its custom spacing, else `spacing` (`spacingUseSystem` is 8 points).
    func gapAfter(_ view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let gap = custom == Self.spacingUseDefault ? spacing : custom
        return gap == Self.spacingUseSystem ? UIView.systemSpacing : gap
    }
}

extension UIView {
    /// Tells a stack view arranging this view that its visibility changed (called by `isHidden`'s setter).
    func hiddenDidChangeForAutoLayout() {
        guard let stack = superview as? UIStackView, stack.storedArrangedSubviews.contains(where: { $0 === self })
        else { return }
        stack.arrangedSubviewVisibilityDidChange()
    }
}
