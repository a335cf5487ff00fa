import FlowCore

/// Ocean, a child pushed inside DeepBlue's nested modal.
public enum OceanRoute: String, Route, CaseIterable, Codable, Sendable { case surface, shallow, deep, abyss }
