// Tables of issue 6: credential registry, partner applications.
export {};
